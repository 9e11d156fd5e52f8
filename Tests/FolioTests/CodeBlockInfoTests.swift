import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

@Suite struct CodeBlockInfoTests {
  static let here = SourceLocation(path: "chapters/01.md", line: 7)

  static let good: [(String, CodeBlockRole)] = [
    ("swift", .swift),
    ("swift scenario=counter", .scenario(name: "counter", root: nil)),
    ("swift scenario=counter root=ContentView", .scenario(name: "counter", root: "ContentView")),
    ("swift   root=V   scenario=\"with space\"", .scenario(name: "with space", root: "V")),
    ("swift ignore", .ignored),
    ("swift compile-fail expect=\"cannot find 'x' in scope\"", .compileFail(expect: "cannot find 'x' in scope")),
    ("swift compile-fail expect=\"say \\\"hi\\\" \\\\ there\"", .compileFail(expect: "say \"hi\" \\ there")),
    ("transcript scenario=counter", .transcript(scenario: "counter", traps: nil)),
    (
      "transcript scenario=divide traps=\"Fatal error: Division by zero\"",
      .transcript(scenario: "divide", traps: "Fatal error: Division by zero")
    ),
    ("transcript traps=overflow scenario=add", .transcript(scenario: "add", traps: "overflow")),
    ("transcript scenario=counter exercise=predict", .transcript(scenario: "counter", traps: nil, exercise: .predict)),
    (
      "transcript exercise=predict scenario=sum traps=boom",
      .transcript(scenario: "sum", traps: "boom", exercise: .predict)
    ),
    ("swift,ignore", .other(language: "swift,ignore")),
    ("Swift", .other(language: "Swift")),
    ("text", .other(language: "text")),
    ("", .other(language: "")),
    ("js title=x", .other(language: "js")),
  ]

  @Test(arguments: good)
  func goodInfoStrings(info: String, role: CodeBlockRole) throws {
    let parsed = try CodeBlockInfo.parse(info, at: Self.here).flatMap { $0.role(at: Self.here) }.get()
    #expect(parsed == role)
  }

  static let bad: [(String, String)] = [
    ("swift expect=\"unterminated", "malformed info string"),
    ("swift expect=\"bad \\n escape\"", "unknown escape"),
    ("swift expect=\"a\"b", "expected a space"),
    ("swift scenario=a\"b\"", "quote inside an unquoted value"),
    ("swift scenario=a scenario=b", "attribute 'scenario' is given more than once"),
    ("swift ignore ignore", "attribute 'ignore' is given more than once"),
    ("swift colour=red", "unknown attribute 'colour' for a swift block"),
    ("swift shiny", "unknown flag 'shiny' for a swift block"),
    ("swift scenario", "'scenario' needs a value"),
    ("swift ignore=yes", "'ignore' is a flag and takes no value"),
    ("swift root=V", "'root=' needs 'scenario='"),
    ("swift ignore scenario=a", "'ignore' cannot be combined"),
    ("swift compile-fail", "needs expect="),
    ("swift expect=x", "only meaningful with 'compile-fail'"),
    ("swift compile-fail expect=x scenario=a", "cannot be part of a scenario"),
    ("transcript", "needs scenario=NAME"),
    ("transcript scenario=a root=V", "'root' is a swift attribute but this block's language is 'transcript'"),
    ("transcript scenario=a speed=2", "unknown attribute 'speed' for a transcript block"),
    ("transcript scenario=a traps", "'traps' needs the text the trap's message must contain"),
    ("transcript scenario=a traps=\"\"", "'traps' needs the text the trap's message must contain"),
    ("transcript scenario=a traps=\"  \"", "'traps' needs the text the trap's message must contain"),
    ("transcript scenario=a traps=x traps=y", "attribute 'traps' is given more than once"),
    ("transcript traps=x", "needs scenario=NAME"),
    ("transcript scenario=a should_panic", "unknown flag 'should_panic' for a transcript block"),
    ("swift scenario=a traps=x", "unknown attribute 'traps' for a swift block"),
    ("text scenario=a", "'scenario' is a swift attribute but this block's language is 'text'"),
    ("python ignore", "'ignore' is a swift attribute"),
    ("swift =x", "expected an attribute name"),
    ("transcript scenario=a exercise=quiz", "unknown value 'quiz' for exercise= on a transcript block"),
    ("transcript scenario=a exercise=Predict", "unknown value 'Predict' for exercise="),
    ("transcript scenario=a exercise", "'exercise' needs a value (exercise=predict)"),
    ("transcript scenario=a exercise=\"\"", "'exercise' needs a value (exercise=predict)"),
    ("transcript scenario=a exercise=predict exercise=predict", "attribute 'exercise' is given more than once"),
    ("swift scenario=a exercise=predict", "'exercise' is a transcript attribute but this block's language is 'swift'"),
    ("swift exercise", "'exercise' is a transcript attribute but this block's language is 'swift'"),
    ("text exercise=predict", "'exercise' is a transcript attribute but this block's language is 'text'"),
  ]

  @Test(arguments: bad)
  func badInfoStrings(info: String, message: String) {
    let result = CodeBlockInfo.parse(info, at: Self.here).flatMap { $0.role(at: Self.here) }
    guard case .failure(let error) = result else {
      Issue.record("'\(info)' was accepted")
      return
    }
    #expect(error.message.contains(message), "\(error.message)")
    #expect(error.location == Self.here)
  }

  @Test func attributesKeepTheirOrder() throws {
    let info = try CodeBlockInfo.parse("swift root=V scenario=s ignore", at: Self.here).get()
    #expect(info.language == "swift")
    #expect(info.attributes.map(\.name) == ["root", "scenario", "ignore"])
    #expect(info.attributes.map(\.value) == ["V", "s", nil])
  }
}
