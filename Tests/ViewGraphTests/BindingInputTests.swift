import ScenarioWire
import Testing

@testable import ViewGraph

/// How a `Binding` field compares when a parent produces a new view value (rule 3.2):
/// constant bindings by their values, bindings to one state by their source, and the
/// element bindings of `ForEach($items)` never, since each evaluation makes new ones.
@MainActor
@Suite struct BindingInputTests {
  struct Shown: View {
    @Binding var value: Int
    var body: some View {
      let _ = print("Shown body \(value)")
      Text("\(value)")
    }
  }

  struct ConstantParent: View {
    @State private var which = 1
    @State private var unrelated = 0
    var body: some View {
      VStack {
        Button("next") { which += 1 }
        Button("other") { unrelated += 1 }
        Text("\(which) \(unrelated)")
        Shown(value: .constant(which == 1 ? 1 : 2))
      }
    }
  }

  @Test func constantBindingsWithAnotherValueAreAnotherInput() throws {
    let runtime = ViewRuntime(ConstantParent())
    runtime.mount()
    #expect(runtime.takeOutput() == ["Shown body 1"])
    try runtime.perform(.tap("next"))
    #expect(runtime.takeOutput() == ["Shown body 2"])
    #expect(ScreenDump.lines(runtime.screen()).last == "  Text \"2\"")
  }

  @Test func constantBindingsWithTheSameValueAreTheSameInput() throws {
    let steps = try transcript(ConstantParent(), .tap("next"), .tap("next"), .tap("other"))
    #expect(steps == [["Shown body 1"], ["Shown body 2"], [], []])
  }

  struct Item: Identifiable {
    let id: Int
    var count: Int
  }

  /// A row that passes its binding on without reading it in `body`.
  struct PassingRow: View {
    @Binding var item: Item
    var body: some View {
      let _ = print("row \(item.id)")
      Stepper("Count", value: $item.count)
    }
  }

  struct Rows: View {
    @State private var items = [Item(id: 1, count: 0), Item(id: 2, count: 0)]
    @State private var title = "a"
    var body: some View {
      VStack {
        Text(title)
        Button("retitle") { title += "a" }
        ForEach($items) { $item in PassingRow(item: $item) }
      }
    }
  }

  @Test func forEachElementBindingsAreNewInputsAtEachEvaluation() throws {
    let steps = try transcript(Rows(), .tap("retitle"))
    #expect(steps == [["row 1", "row 2"], ["row 1", "row 2"]])
  }
}
