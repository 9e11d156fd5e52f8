import ScenarioWire
import Testing

@testable import ViewGraph

/// The drawn back button is tappable by what it shows, and `NavigationView` pushes
/// like a `NavigationStack`.
@MainActor
@Suite struct NavigationBackButtonTests {
  struct Page: View {
    let name: String
    var body: some View {
      Text(name)
        .navigationTitle(name)
        .onAppear { print("appear \(name)") }
        .onDisappear { print("disappear \(name)") }
    }
  }

  struct Titled: View {
    var body: some View {
      NavigationStack {
        VStack {
          NavigationLink("Open") { Page(name: "Detail") }
        }
        .navigationTitle("Home")
      }
    }
  }

  // Evidence (documented): the Human Interface Guidelines' navigation bars: the back
  // button shows the title of the previous view; tapping it returns to that view.
  @Test func tappingTheBackButtonByThePreviousTitlePopsAsBackDoes() throws {
    let tapped = try transcript(Titled(), .tap("Open"), .tap("Home"), .screen)
    let back = try transcript(Titled(), .tap("Open"), .back, .screen)
    #expect(tapped == back)
    #expect(tapped[2] == ["disappear Detail"])
  }

  struct Untitled: View {
    var body: some View {
      NavigationStack {
        NavigationLink("Open") { Page(name: "Detail") }
      }
    }
  }

  // Evidence (documented): without a previous title the button reads "Back".
  @Test func aBackButtonWithoutAPreviousTitleIsTappedAsBack() throws {
    #expect(
      try screenLines(Untitled(), after: .tap("Open"), .tap("Back")) == [
        "NavigationStack", "  NavigationLink \"Open\"",
      ])
  }

  @Test func theBackButtonAnswersOnlyToTheLabelItShows() throws {
    let runtime = ViewRuntime(Titled())
    runtime.mount()
    try runtime.perform(.tap("Open"))
    #expect(throws: ActionError.self) { try runtime.perform(.tap("Back")) }
  }

  struct Legacy: View {
    @State private var count = 0
    var body: some View {
      NavigationView {
        VStack {
          NavigationLink(destination: Page(name: "Settings")) { Text("Settings") }
          Button("count \(count)") { count += 1 }
        }
        .navigationTitle("Main")
      }
    }
  }

  // Evidence (documented): Apple's NavigationView: a NavigationLink inside it pushes its
  // destination (stack style on iPhone); the deprecated container behaves as a stack.
  @Test func aNavigationViewPushesItsLinksDestinationLikeAStack() throws {
    #expect(
      try screenLines(Legacy(), after: .tap("count 0"), .tap("Settings")) == [
        "NavigationView",
        "  BackButton \"Main\"",
        "  Text \"Settings\" [navigationTitle: \"Settings\"]",
      ])
    #expect(
      try screenLines(Legacy(), after: .tap("count 0"), .tap("Settings"), .tap("Main")) == [
        "NavigationView",
        "  VStack [navigationTitle: \"Main\"]",
        "    NavigationLink \"Settings\"",
        "    Button \"count 1\"",
      ])
  }

  struct Flagged: View {
    @State private var showing = false
    var body: some View {
      NavigationStack {
        VStack {
          Text(showing ? "showing" : "hidden")
          Button("show") { showing = true }
        }
        .navigationTitle("Flags")
        .navigationDestination(isPresented: $showing) { Page(name: "Shown") }
      }
    }
  }

  // Evidence (documented): Apple's navigationDestination(isPresented:destination:):
  // the destination is pushed while the binding is true; popping it sets it to false.
  @Test func aPresentedDestinationIsPushedWhileItsBindingIsTrueAndBackSetsItFalse() throws {
    let steps = try transcript(Flagged(), .tap("show"), .screen, .back, .screen)
    #expect(steps[1] == ["appear Shown"])
    #expect(steps[2] == ["NavigationStack", "  BackButton \"Flags\"", "  Text \"Shown\" [navigationTitle: \"Shown\"]"])
    #expect(steps[3] == ["disappear Shown"])
    #expect(
      steps[4] == [
        "NavigationStack", "  VStack [navigationTitle: \"Flags\"]", "    Text \"hidden\"", "    Button \"show\"",
      ])
  }

  struct Picked: View {
    @State private var picked: String?
    var body: some View {
      NavigationStack {
        VStack {
          Button("pick plum") { picked = "Plum" }
          Text("picked \(picked ?? "none")")
        }
        .navigationDestination(item: $picked) { name in
          VStack {
            Page(name: name)
            Button("swap") { picked = "Fig" }
            Button("close") { picked = nil }
          }
        }
      }
    }
  }

  // Evidence (documented): navigationDestination(item:destination:) pushes while the
  // item is not nil; setting it to nil pops. Modelled: another item is a new push.
  @Test func anItemDestinationIsPushedForItsItemAndPoppedWhenItIsNil() throws {
    let steps = try transcript(Picked(), .tap("pick plum"), .tap("swap"), .tap("close"), .screen)
    #expect(steps[1] == ["appear Plum"])
    #expect(steps[2] == ["appear Fig", "disappear Plum"])
    #expect(steps[3] == ["disappear Fig"])
    #expect(steps[4] == ["NavigationStack", "  VStack", "    Button \"pick plum\"", "    Text \"picked none\""])
  }

  @Test func backFromAnItemDestinationSetsTheItemToNil() throws {
    let lines = try screenLines(Picked(), after: .tap("pick plum"), .back)
    #expect(lines.contains("    Text \"picked none\""))
  }
}
