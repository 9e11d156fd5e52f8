import ScenarioWire
import Testing

@testable import ViewGraph

/// What the second held-out batch needed, besides geometry and dialogs: steppers with
/// SwiftUI's current argument order, share previews, the background style, selectable
/// outline lists, header prominence, view-wide underlines, scroll transitions and
/// modifier transitions. Each compiles as tutorials write it and shows what it should.
@MainActor
@Suite struct SurfaceSecondBatchTests {
  struct Cart: View {
    @State private var quantity = 2
    @State private var weight = 1.5
    var body: some View {
      VStack {
        Stepper(value: $quantity, in: 1...10) {
          Text("Beans")
        } onEditingChanged: { editing in
          print("editing \(editing)")
        }
        Stepper(value: $quantity, in: 1...10, onEditingChanged: { _ in }) { Text("Old order") }
        Stepper(value: $weight, in: 0...5, step: 0.5, format: .number) { Text("Weight") }
        Button("add") { quantity += 1 }
      }
    }
  }

  @Test func steppersTakeTheirLabelBeforeTheEditingCallback() throws {
    let lines = try screenLines(Cart(), after: .tap("add"))
    #expect(
      lines == [
        "VStack", "  Stepper \"Beans\" = 3", "  Stepper \"Old order\" = 3", "  Stepper \"Weight\" = 1.5",
        "  Button \"add\"",
      ])
  }

  @Test func shareLinksAcceptAPreview() throws {
    let url = URL(string: "https://example.com/photo.jpg")!
    let lines = try screenLines(
      VStack {
        ShareLink(item: url, preview: SharePreview("Photo", image: Image("photo")))
        ShareLink("Send", item: url, preview: SharePreview(Text("Doc"), icon: Image(systemName: "doc")))
        ShareLink(item: url, preview: SharePreview("Plain")) { Text("Custom") }
      })
    #expect(lines == ["VStack", "  ShareLink \"Share\"", "  ShareLink \"Send\"", "  ShareLink \"Custom\""])
  }

  @Test func theBackgroundStyleIsShownByName() throws {
    let lines = try screenLines(Text("Card").background(.background))
    #expect(lines == ["Text \"Card\" [background: background]"])
  }

  struct Node: Identifiable {
    let id: String
    var children: [Node]?
  }

  @Test func anOutlineListWithASelectionShowsTheSameRows() throws {
    let tree = [Node(id: "Documents", children: [Node(id: "Resume")]), Node(id: "Notes")]
    let selected = try screenLines(
      List(tree, children: \.children, selection: .constant(Optional("Notes"))) { Text($0.id) })
    let several = try screenLines(
      List(tree, children: \.children, selection: .constant(Set(["Notes"]))) { Text($0.id) })
    let plain = try screenLines(List(tree, children: \.children) { Text($0.id) })
    #expect(selected == plain)
    #expect(several == plain)
    #expect(plain.contains { $0.contains("Notes") })
  }

  @Test func headerProminenceShowsNothing() throws {
    let prominent = try screenLines(List { Section("Today") { Text("Walk") }.headerProminence(.increased) })
    let plain = try screenLines(List { Section("Today") { Text("Walk") } })
    #expect(prominent == plain)
  }

  @Test func viewsUnderlineAndStrikeThroughTheirText() throws {
    let lines = try screenLines(
      VStack {
        Button("Untitled") {}.underline(pattern: .dash, color: .red)
        Button("Done") {}.strikethrough(true)
        Button("Kept") {}.underline(false)
      })
    func line(_ title: String) -> String { lines.first { $0.contains("\"\(title)\"") } ?? "" }
    #expect(line("Untitled").hasSuffix("[underline]"))
    #expect(line("Done").hasSuffix("[strikethrough]"))
    #expect(!line("Kept").isEmpty && !line("Kept").contains("[underline]"))
    #expect(Text("a").underline(pattern: .dot) == Text("a").underline())
  }

  @Test func aScrollTransitionLeavesTheViewAsItIs() throws {
    let lines = try screenLines(
      Text("Kyoto").scrollTransition { content, phase in
        content.opacity(phase.isIdentity ? 1 : 0.5).scaleEffect(y: phase.isIdentity ? 1 : 0.8)
      }
      .scrollTransition(topLeading: .interactive, bottomTrailing: .animated.threshold(.visible(0.9))) {
        content, phase in
        content.offset(x: phase.value * 10).rotationEffect(.degrees(phase.value * 5))
      })
    #expect(lines == ["Text \"Kyoto\""])
    #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1)
    #expect(ScrollTransitionPhase.identity.isIdentity && !ScrollTransitionPhase.topLeading.isIdentity)
  }

  struct Pivot: ViewModifier {
    let degrees: Double
    func body(content: Content) -> some View { content.rotationEffect(.degrees(degrees)) }
  }

  @Test func aModifierTransitionIsATransition() {
    let view = Text("Red").transition(.modifier(active: Pivot(degrees: -90), identity: Pivot(degrees: 0)))
    #expect(!transitionIsIdentity(of: view))
    #expect(transitionIsIdentity(of: Text("Blue").transition(.identity)))
  }
}
