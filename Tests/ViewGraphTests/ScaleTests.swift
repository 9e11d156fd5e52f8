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

  struct SizedRows: View {
    let count: Int
    var body: some View {
      VStack { ForEach(0..<count, id: \.self) { Row(index: $0) } }
    }
  }

  /// A tap finds its button through the engine's index of controls by title: after
  /// the lookup that builds it, a tap computes the titles of the controls that
  /// changed and of the ones that answer to its name, as many in a 5,000-row list as
  /// in a 10-row one (counted, not timed). Here: the button the previous tap renamed,
  /// then the one found.
  @Test func aTapComputesAsManyTitlesInAListOfAnyLength() throws {
    func titlesComputedBySecondTap(rows: Int) throws -> Int {
      let runtime = ViewRuntime(SizedRows(count: rows))
      runtime.mount()
      try runtime.perform(.tap("row \(rows / 2): 0"))
      let before = runtime.actionTargets.namings
      #expect(before > rows)
      try runtime.perform(.tap("row \(rows / 2): 1"))
      #expect(ScreenDump.lines(runtime.screen())[rows / 2 + 1] == "  Button \"row \(rows / 2): 2\"")
      return runtime.actionTargets.namings - before
    }
    let short = try titlesComputedBySecondTap(rows: 10)
    let long = try titlesComputedBySecondTap(rows: 5_000)
    #expect(short == 2)
    #expect(long == short)
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
