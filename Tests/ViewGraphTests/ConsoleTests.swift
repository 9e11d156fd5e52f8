import ScenarioWire
import Testing
@testable import ViewGraph

/// The console prints a private type's qualified name without the anonymous context
/// whose address changes from run to run (a choice of the engine, see its README).
@Suite struct ConsoleTests {
  private struct Item { var id = 1 }

  @Test func privateTypesPrintWithoutTheirAnonymousContext() {
    let console = Console()
    console.write("\(Optional(Item()) as Any)\n")
    let line = console.takeLines()
    #expect(line.count == 1)
    #expect(!line[0].contains("unknown context"))
    #expect(line[0].hasSuffix("ConsoleTests.Item(id: 1))"))
  }

  @Test(arguments: [
    ("main.(unknown context at $5f21a4c0).Item", "main.Item"),
    ("[main.(unknown context at $1).A(x: 1), main.(unknown context at $ab).B]", "[main.A(x: 1), main.B]"),
    ("(unknown context at $zz).A", "(unknown context at $zz).A"),
    ("(unknown context at $12)", "(unknown context at $12)"),
    ("plain text", "plain text"),
  ])
  func onlyWellFormedContextsAreRemoved(text: String, expected: String) {
    #expect(AnonymousContexts.removed(from: text) == expected)
  }
}
