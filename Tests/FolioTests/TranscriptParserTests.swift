import ScenarioWire
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

@Suite struct TranscriptParserTests {
  static let actionTable: [(String, ScenarioAction)] = [
    ("tap \"change\"", .tap("change")),
    ("tap \"say \\\"hi\\\"\"", .tap("say \"hi\"")),
    ("tap \"back\\\\slash\"", .tap("back\\slash")),
    ("type \"Ann\" into \"name\"", .type("Ann", into: "name")),
    ("clear \"name\"", .clear("name")),
    ("toggle \"Dark\"", .toggle("Dark")),
    ("wait 3s", .wait(milliseconds: 3000)),
    ("wait 250ms", .wait(milliseconds: 250)),
    ("wait 1.5s", .wait(milliseconds: 1500)),
    ("screen", .screen),
    ("unmount", .unmount),
    ("submit \"Name\"", .submit("Name")),
    ("back", .back),
    ("back  ", .back),
  ]

  @Test(arguments: actionTable)
  func goodActions(text: String, action: ScenarioAction) throws {
    #expect(try TranscriptParser.action(text).get() == action)
  }

  static let badActionTable = [
    "tap change", "tap \"unterminated", "tap \"a\" extra", "type \"a\" to \"b\"", "type \"a\"",
    "wait", "wait 3", "wait soon", "wait 1.5ms", "screen now", "jump", "", "tap \"bad \\n escape\"",
    "back \"x\"", "back now", "submit", "submit Name", "submit \"a\" \"b\"",
  ]

  @Test(arguments: badActionTable)
  func badActions(text: String) {
    guard case .failure = TranscriptParser.action(text) else {
      Issue.record("'\(text)' was accepted")
      return
    }
  }

  @Test func splitsMountOutputAndStepsWithLines() throws {
    let parsed = try TranscriptParser.parse(
      ["Mounted", "> tap \"change\"", "1", "", "> screen", ">not an action"], firstLine: 10, path: "c.md"
    ).get()
    #expect(parsed.mount == [ExpectedLine("Mounted", line: 10)])
    #expect(parsed.steps.count == 2)
    #expect(parsed.steps[0].action == .tap("change"))
    #expect(parsed.steps[0].line == 11)
    #expect(parsed.steps[0].source == "> tap \"change\"")
    #expect(parsed.steps[0].expected == [ExpectedLine("1", line: 12), ExpectedLine("", line: 13)])
    #expect(parsed.steps[1].expected == [ExpectedLine(">not an action", line: 15)])
  }

  @Test func reportsEveryMalformedActionWithItsLine() {
    let result = TranscriptParser.parse(["> tap x", "ok", "> fly"], firstLine: 4, path: "c.md")
    guard case .failure(let problems) = result else {
      Issue.record("malformed actions were accepted")
      return
    }
    #expect(problems.errors.map(\.location.line) == [4, 6])
    #expect(problems.errors[1].message.contains("unknown action 'fly'"))
  }
}
