import ScenarioWire
import Testing

@testable import ViewGraph

/// `print(view)` and `dump(view)` show SwiftUI-shaped values: SwiftUI's module name
/// and field names, never the engine's internals (modelled where SwiftUI's own
/// printed form is unknown).
@MainActor
@Suite struct ViewDescriptionTests {
  struct Card: View {
    @State private var count = 3
    var body: some View {
      let _ = print(self)
      let _ = print(Text("a"))
      let _ = debugPrint(Text("b").bold())
      Text("\(count)")
    }
  }

  @Test func printedViewsReadAsSwiftUIValues() throws {
    let steps = try transcript(Card())
    #expect(
      steps[0] == [
        "Card(_count: SwiftUI.State<Swift.Int>(_value: 3, _location: Optional(SwiftUI.StoredLocation<Swift.Int>)))",
        "Text(storage: SwiftUI.Text.Storage.verbatim(\"a\"), modifiers: [])",
        "SwiftUI.Text(storage: SwiftUI.Text.Storage.verbatim(\"b\"), modifiers: [SwiftUI.Text.Modifier.attribute(\"bold\")])",
      ])
  }

  @Test func dumpedViewsNameSwiftUINotTheEngine() throws {
    struct Dumping: View {
      var body: some View {
        let _ = dump(Text("a"))
        EmptyView()
      }
    }
    let output = try transcript(Dumping())[0]
    #expect(output.first == "▿ SwiftUI.Text")
    #expect(!output.contains { $0.contains("ViewGraph") || $0.contains("content:") })
  }

  struct PrintsBinding: View {
    @State private var count = 0
    var body: some View {
      let _ = print($count)
      Button("bump") { count += 1 }
    }
  }

  @Test func printingABindingShowsItsValueWithoutReadingIt() throws {
    let steps = try transcript(PrintsBinding(), .tap("bump"))
    #expect(
      steps == [
        [
          "Binding<Int>(transaction: SwiftUI.Transaction(plist: []), "
            + "location: SwiftUI.LocationBox<Swift.Int>, _value: 0)"
        ],
        [],
      ])
  }
}
