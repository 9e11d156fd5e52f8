import Foundation
import ScenarioWire
import Testing

@testable import ViewGraph

/// The iOS 16 and 17 surface: layouts as values, `ViewThatFits`, `Canvas`,
/// `GroupBox`, `LabeledContent`, `OutlineGroup`, collapsible sections, timer text,
/// UIKit colours, attributed strings, and the animation-only modifiers.
@MainActor
@Suite struct SurfaceModernTests {
  struct Counter: View {
    @State private var count = 0
    var body: some View { Button("count \(count)") { count += 1 } }
  }

  struct Switcher: View {
    @State private var wide = false
    var body: some View {
      let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
      layout {
        Counter()
        Button("switch") { wide.toggle() }
      }
    }
  }

  @Test func anyLayoutKeepsItsSubviewsStateWhenTheLayoutChanges() throws {
    #expect(
      try screenLines(Switcher(), after: .tap("count 0"), .tap("switch")) == [
        "HStack", "  Button \"count 1\"", "  Button \"switch\"",
      ])
  }

  struct Flow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
  }

  struct Gallery: View {
    var body: some View {
      VStack {
        Flow {
          Text("a")
          Text("b")
        }
        ViewThatFits {
          Text("A long title")
          Text("Short")
        }
        Canvas { context, size in context.stroke(Path(CGRect(origin: .zero, size: size)), with: .color(.green)) }
        GroupBox("Storage") { Text("70% used") }
        LabeledContent("Model", value: "Folio One")
        LabeledContent("Version") {
          Text("2.1")
          Text("beta")
        }
        Text(timerInterval: Self.start...Self.start.addingTimeInterval(180), pauseTime: Self.start, countsDown: true)
        Color(.systemGroupedBackground)
        Text(Self.attributed)
        Label("Read", systemImage: "book").foregroundStyle(.primary, .secondary)
        Image(systemName: "wifi", variableValue: 0.5).interpolation(.high)
      }
    }

    static let start = Date(timeIntervalSince1970: 0)

    static var attributed: AttributedString {
      var text = AttributedString("Version 2")
      text.foregroundColor = .blue
      return text
    }
  }

  @Test func modernContainersReadInTheDump() throws {
    let lines = try screenLines(Gallery())
    #expect(
      lines == [
        "VStack",
        "  Flow",
        "    Text \"a\"",
        "    Text \"b\"",
        "  Text \"A long title\"",
        "  Canvas",
        "  GroupBox \"Storage\"",
        "    Text \"70% used\"",
        "  LabeledContent \"Model\" = \"Folio One\"",
        "  LabeledContent \"Version\"",
        "    Text \"2.1\"",
        "    Text \"beta\"",
        "  Text \"3:00\"",
        "  Color systemGroupedBackground",
        "  Text \"Version 2\"",
        "  Label [foregroundStyle: primary secondary]",
        "    Image \"book\"",
        "    Text \"Read\"",
        "  Image \"wifi\"",
      ])
  }

  @Test func timerTextSpellsDurationsAsAClockDoes() {
    #expect(TimerIntervalFormat.string(seconds: 59.9, showsHours: true) == "0:59")
    #expect(TimerIntervalFormat.string(seconds: 3_725, showsHours: true) == "1:02:05")
    #expect(TimerIntervalFormat.string(seconds: 3_725, showsHours: false) == "62:05")
  }

  struct Node: Identifiable {
    let id: String
    var children: [Node]?
  }

  struct Files: View {
    @State private var favoritesOpen = true
    let tree = [Node(id: "Documents", children: [Node(id: "Taxes.pdf")]), Node(id: "Notes.txt")]
    var body: some View {
      List {
        Section("Favorites", isExpanded: $favoritesOpen) { Text("Desktop") }
        OutlineGroup(tree, children: \.children) { Text($0.id) }
        Button("collapse") { favoritesOpen = false }
      }
    }
  }

  @Test func outlineGroupsExpandOnTapAndCollapsedSectionsHaveNoRows() throws {
    #expect(
      try screenLines(Files(), after: .tap("Documents"), .tap("collapse")) == [
        "List",
        "  Section \"Favorites\"",
        "  DisclosureGroup \"Documents\" [expanded]",
        "    Text \"Taxes.pdf\"",
        "  Text \"Notes.txt\"",
        "  Button \"collapse\"",
      ])
  }

  struct Project: View {
    @State private var confirming = false
    @State private var name = "Draft"
    @ScaledMetric(relativeTo: .title) private var iconSize = 40.0
    var body: some View {
      VStack {
        Text("\(name) \(Int(iconSize))")
          .phaseAnimator([false, true]) { content, phase in content.opacity(phase ? 1 : 0.3) }
          .symbolEffect(.bounce, value: name)
          .contentTransition(.numericText())
          .sensoryFeedback(.success, trigger: name)
        Button("Delete") { confirming = true }
      }
      .confirmationDialog("Delete?", isPresented: $confirming, titleVisibility: .visible) {
        Button("Delete", role: .destructive) { name = "Deleted" }
      } message: {
        Text("You cannot undo this.")
      }
      .navigationDestination(isPresented: .constant(false)) { Text("never") }
      .searchScopes(.constant(0)) { Text("All").tag(0) }
      .draggable("payload")
      .dropDestination(for: String.self) { _, _ in true }
    }
  }

  @Test func aConfirmationDialogShowsItsMessageAndPhaseAnimatorsShowTheFirstPhase() throws {
    #expect(
      try screenLines(Project(), after: .tap("Delete")) == [
        "VStack",
        "  Text \"Draft 40\" [opacity: 0.3]",
        "  Button \"Delete\"",
        "ConfirmationDialog \"Delete?\"",
        "  Button \"Delete\"",
        "  Text \"You cannot undo this.\"",
      ])
  }

  struct Dose: View {
    @State private var dose = 2.5
    var body: some View {
      Stepper(value: $dose, in: 0...10, step: 0.5, format: .number) { Text("Dose") }
    }
  }

  @Test func aStepperWithAFormatShowsItsValueFormatted() throws {
    #expect(try screenLines(Dose()) == ["Stepper \"Dose\" = 2.5"])
  }
}
