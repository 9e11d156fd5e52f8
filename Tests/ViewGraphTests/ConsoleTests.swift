import Foundation
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

  // MARK: - Who wrote a line

  static let warning = "Modifying state during view update, this will cause undefined behavior."

  @Test func warningKindComesFromTheEngineNotTheText() {
    let console = Console()
    console.writeLine(Self.warning)
    console.writeLine(Self.warning, kind: .swiftUIWarning)
    console.writeLine("ViewGraph: stopped.", kind: .engineNote)
    #expect(
      console.takeOutputLines() == [
        OutputLine(Self.warning), OutputLine(Self.warning, kind: .swiftUIWarning),
        OutputLine("ViewGraph: stopped.", kind: .engineNote),
      ])
  }

  @Test func anEngineLineInsideAnUnfinishedLineIsPlain() {
    let console = Console()
    console.write("glued: ")
    console.writeLine(Self.warning, kind: .swiftUIWarning)
    #expect(console.takeOutputLines() == [OutputLine("glued: " + Self.warning)])
  }

  static let fixture = Result { try ScenarioExecutable.compile(source, name: "ConsoleFixture") }

  /// In a scenario process: prints of a warning's words by every route are plain; the
  /// engine's warning, marked on the wire, is a warning; glued to an unfinished print it
  /// is plain, as its words no longer start the line.
  @Test func warningKindComesFromTheEngineNotTheTextInAScenarioProcess() throws {
    let executable = try Self.fixture.get()
    #expect(
      try executable.outputLines("Prints", []) == [
        [
          OutputLine(Self.warning), OutputLine(Self.warning), OutputLine(Self.warning),
          OutputLine("ViewGraph: still updating after 60 frames; stopped this action here."),
          OutputLine(Self.warning, kind: .swiftUIWarning),
        ]
      ])
    #expect(try executable.outputLines("Glued", []) == [[OutputLine("glued: " + Self.warning)]])
  }

  static let source = #"""
    import SwiftUI

    let warning = "Modifying state during view update, this will cause undefined behavior."

    struct Prints: View {
      @State private var n = 0
      var body: some View {
        let _ = print(warning)
        let _ = Swift.print(warning)
        let _ = FileHandle.standardOutput.write(Data((warning + "\n").utf8))
        let _ = print("ViewGraph: still updating after 60 frames; stopped this action here.")
        let _ = modify()
        Text("\(n)")
      }
      func modify() { n = 1 }
    }

    struct Glued: View {
      @State private var n = 0
      var body: some View {
        let _ = Swift.print("glued: ", terminator: "")
        let _ = modify()
        Text("\(n)")
      }
      func modify() { n = 1 }
    }

    @main struct Fixture {
      static func main() {
        switch CommandLine.arguments[1] {
        case "Prints": _ScenarioProcess.run { Prints() }
        case "Glued": _ScenarioProcess.run { Glued() }
        default: fatalError("unknown root")
        }
      }
    }
    """#
}
