import ScenarioWire
import Testing

@testable import ViewGraph

/// The iOS 13 `Alert` and `ActionSheet` values, `Menu` and `DisclosureGroup`: content
/// that appears on demand, whose buttons dismiss it.
@MainActor
@Suite struct SurfacePresentationTests {
  struct Failure: Identifiable {
    let id = 1
    let reason: String
  }

  struct Account: View {
    @State private var confirming = false
    @State private var failure: Failure?
    @State private var status = "signed in"
    var body: some View {
      VStack {
        Text(status)
        Button("Delete") { confirming = true }
          .alert(isPresented: $confirming) {
            Alert(
              title: Text("Delete?"), message: Text("This cannot be undone."),
              primaryButton: .destructive(Text("Delete")) { status = "deleted" }, secondaryButton: .cancel())
          }
        Button("Save") { failure = Failure(reason: "Disk full") }
          .alert(item: $failure) { failure in Alert(title: Text("Could not save"), message: Text(failure.reason)) }
      }
    }
  }

  @Test func aLegacyAlertShowsItsButtonsThenItsMessage() throws {
    let lines = try screenLines(Account(), after: .tap("Delete"))
    #expect(
      lines == [
        "VStack",
        "  Text \"signed in\"",
        "  Button \"Delete\"",
        "  Alert \"Delete?\"",
        "    Button \"Delete\"",
        "    Button \"Cancel\"",
        "    Text \"This cannot be undone.\"",
        "  Button \"Save\"",
      ])
  }

  @Test func aLegacyAlertButtonRunsItsActionAndDismisses() throws {
    let runtime = ViewRuntime(Account())
    runtime.mount()
    try runtime.perform(.tap("Delete"))
    // The alert's own "Delete" comes after the presenting button in screen order;
    // cancel first, then confirm through the alert.
    try runtime.perform(.tap("Cancel"))
    #expect(
      ScreenDump.lines(runtime.screen()) == [
        "VStack", "  Text \"signed in\"", "  Button \"Delete\"", "  Button \"Save\"",
      ])
    try runtime.perform(.tap("Save"))
    #expect(
      ScreenDump.lines(runtime.screen())[3...] == [
        "  Button \"Save\"", "  Alert \"Could not save\"", "    Button \"OK\"", "    Text \"Disk full\"",
      ])
    try runtime.perform(.tap("OK"))
    #expect(ScreenDump.lines(runtime.screen()).count == 4)
  }

  struct Background: View {
    @State private var showing = false
    @State private var color = "white"
    var body: some View {
      Text(color)
        .onTapGesture { showing = true }
        .actionSheet(isPresented: $showing) {
          ActionSheet(
            title: Text("Change background"),
            buttons: [.default(Text("Red")) { color = "red" }, .cancel()])
        }
    }
  }

  @Test func anActionSheetPresentsItsButtonsAndAButtonDismissesIt() throws {
    let runtime = ViewRuntime(Background())
    runtime.mount()
    try runtime.perform(.tap("white"))
    #expect(
      ScreenDump.lines(runtime.screen()) == [
        "Text \"white\" [onTapGesture]", "ActionSheet \"Change background\"", "  Button \"Red\"", "  Button \"Cancel\"",
      ])
    try runtime.perform(.tap("Red"))
    #expect(ScreenDump.lines(runtime.screen()) == ["Text \"red\" [onTapGesture]"])
  }

  struct Sorter: View {
    @State private var refreshes = 0
    var body: some View {
      VStack {
        Menu {
          Button("Refresh") { refreshes += 1 }
          Button("Rename") {}
        } label: {
          Label("Options", systemImage: "ellipsis.circle")
        }
        Text("refreshed \(refreshes)")
      }
    }
  }

  @Test func aMenuShowsItsItemsWhileOpenAndAnItemClosesIt() throws {
    let runtime = ViewRuntime(Sorter())
    runtime.mount()
    #expect(ScreenDump.lines(runtime.screen()) == ["VStack", "  Menu \"Options\"", "  Text \"refreshed 0\""])
    #expect(throws: ActionError.self) { try runtime.perform(.tap("Refresh")) }
    try runtime.perform(.tap("Options"))
    #expect(
      ScreenDump.lines(runtime.screen()) == [
        "VStack", "  Menu \"Options\"", "    Button \"Refresh\"", "    Button \"Rename\"", "  Text \"refreshed 0\"",
      ])
    try runtime.perform(.tap("Refresh"))
    #expect(ScreenDump.lines(runtime.screen()) == ["VStack", "  Menu \"Options\"", "  Text \"refreshed 1\""])
  }

  struct Answer: View {
    var body: some View {
      Text("Within 30 days.")
        .onAppear { print("answer appears") }
        .onDisappear { print("answer disappears") }
    }
  }

  struct FAQ: View {
    @State private var shippingOpen = true
    var body: some View {
      Form {
        DisclosureGroup("Shipping", isExpanded: $shippingOpen) { Text("Two days.") }
        DisclosureGroup("Returns") { Answer() }
      }
    }
  }

  @Test func aDisclosureGroupsContentLivesOnlyWhileExpanded() throws {
    let steps = try transcript(FAQ(), .tap("Returns"), .tap("Returns"))
    #expect(steps == [[], ["answer appears"], ["answer disappears"]])
    let lines = try screenLines(FAQ(), after: .tap("Shipping"), .tap("Returns"))
    #expect(
      lines == [
        "Form",
        "  DisclosureGroup \"Shipping\"",
        "  DisclosureGroup \"Returns\" [expanded]",
        "    Text \"Within 30 days.\"",
      ])
  }
}
