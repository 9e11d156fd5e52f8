import Observation
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

  @Observable final class Marks {
    var first = 0
    var second = 0
  }

  struct MarkedRow: View {
    let index: Int
    let marks: Marks
    var body: some View {
      let _ = index == 3 ? marks.first : index == 7 ? marks.second : 0
      let _ = print("row \(index)")
      Text("row \(index)")
    }
  }

  struct MarkedRows: View {
    let marks: Marks
    var body: some View {
      VStack {
        Button("mark") {
          marks.second += 1
          marks.first += 1
        }
        ForEach(0..<10, id: \.self) { MarkedRow(index: $0, marks: marks) }
      }
    }
  }

  /// The pass visits only the dirty rows, and still in screen order, whatever order
  /// they were marked in: row 7 was marked first, row 3 runs first.
  @Test func rowsMarkedInOneEventRunInScreenOrder() throws {
    let runtime = ViewRuntime(MarkedRows(marks: Marks()))
    runtime.mount()
    _ = runtime.takeOutput()
    try runtime.perform(.tap("mark"))
    #expect(runtime.takeOutput() == ["row 3", "row 7"])
  }
}
