import ScenarioWire
import Testing

@testable import ViewGraph

/// Large trees stay correct: a row's own state change evaluates that row only.
@MainActor
@Suite struct ScaleTests {
  struct Row: View {
    let index: Int
    @State var taps = 0
    var body: some View {
      let _ = Row.evaluations += 1
      Button("row \(index): \(taps)") { taps += 1 }
    }
    static var evaluations = 0
  }

  struct Rows: View {
    var body: some View {
      VStack { ForEach(0..<2_000, id: \.self) { Row(index: $0) } }
    }
  }

  @Test func oneRowStateChangeEvaluatesOneBody() throws {
    let runtime = ViewRuntime(Rows())
    runtime.mount()
    Row.evaluations = 0
    try runtime.perform(.tap("row 1500: 0"))
    #expect(Row.evaluations == 1)
    #expect(ScreenDump.lines(runtime.screen())[1501] == "  Button \"row 1500: 1\"")
  }
}
