import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// Each author's mistake in a chapter, as the extractor reports it: its own message,
/// at its own line, with a hint, and never hiding the others.
@Suite struct BadInputTests {
  /// A chapter's source, the line the problem must be reported at, a piece of its
  /// message, and a piece of its hint.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    var line: Int
    var message: String
    var hint: String
    var severity: Diagnostic.Severity = .error
    var testDescription: String { name }
  }

  static let view = "struct V: View { var body: some View { Text(\"\") } }"

  static let cases: [Case] = [
    Case(
      name: "unknown attribute", source: "# T\n\n```swift colour=red\nlet a = 1\n```\n", line: 3,
      message: "unknown attribute 'colour' for a swift block", hint: "swift blocks know scenario="),
    Case(
      name: "unknown flag", source: "# T\n\n```swift shiny\nlet a = 1\n```\n", line: 3,
      message: "unknown flag 'shiny' for a swift block", hint: "swift blocks know"),
    Case(
      name: "unknown transcript attribute", source: "# T\n```transcript scenario=a speed=2\n```\n", line: 2,
      message: "unknown attribute 'speed' for a transcript block",
      hint: "transcript blocks know scenario=, traps= and exercise="),
    Case(
      name: "unterminated quote", source: "# T\n\n\n```swift compile-fail expect=\"oops\n```\n", line: 4,
      message: "malformed info string: expect=: unterminated quoted value", hint: "quote values as"),
    Case(
      name: "bad escape", source: "# T\n```swift compile-fail expect=\"a\\nb\"\n```\n", line: 2,
      message: "unknown escape", hint: "escaping"),
    Case(
      name: "duplicate attribute", source: "# T\n```swift scenario=a scenario=b\n```\n", line: 2,
      message: "attribute 'scenario' is given more than once", hint: "keep one"),
    Case(
      name: "two root= for one scenario",
      source: "# T\n```swift scenario=a root=V\n\(view)\n```\n```swift scenario=a root=V\n```\n", line: 5,
      message: "scenario 'a' names root= more than once (first on line 2)", hint: "exactly one block"),
    Case(
      name: "scenario name reused after its transcript",
      source:
        "# T\n```swift scenario=a\n\(view)\n```\n```transcript scenario=a\n```\n```swift scenario=a\nlet x = 1\n```\n",
      line: 7, message: "scenario 'a' is defined again after its transcript on line 5",
      hint: "give this block a new scenario name"),
    Case(
      name: "several views and no root=",
      source: "# T\n\n```swift scenario=a\n\(view)\nstruct W: View { var body: some View { V() } }\n```\n", line: 3,
      message: "scenario 'a' declares several View types (V, W) and names no root=", hint: "add root=TypeName"),
    Case(
      name: "no view and no top-level statement", source: "# T\n```swift scenario=a\nlet x = 1\n```\n", line: 2,
      message: "scenario 'a' declares no View type and has no top-level statements",
      hint: "a program has top-level code"),
    Case(
      name: "an action in a program's transcript",
      source: "# T\n```swift scenario=a\nprint(1)\n```\n```transcript scenario=a\n1\n> tap \"x\"\n```\n", line: 7,
      message: "scenario 'a' is a program: its transcript is what it prints, and takes no actions",
      hint: "a program runs once"),
    Case(
      name: "traps= on a view's transcript",
      source: "# T\n```swift scenario=a\n\(view)\n```\n```transcript scenario=a traps=\"boom\"\n```\n", line: 5,
      message: "'traps=' needs a program, but scenario 'a' is a view", hint: "traps= is for a program"),
    Case(
      name: "traps as a bare flag",
      source: "# T\n```swift scenario=a\nprint(1)\n```\n```transcript scenario=a traps\n```\n",
      line: 5, message: "'traps' needs the text the trap's message must contain", hint: "traps=\"TEXT\""),
    Case(
      name: "traps with an empty text",
      source: "# T\n```swift scenario=a\nprint(1)\n```\n```transcript scenario=a traps=\" \"\n```\n", line: 5,
      message: "'traps' needs the text the trap's message must contain", hint: "traps=\"TEXT\""),
    Case(
      name: "traps= on the code block", source: "# T\n```swift scenario=a traps=\"boom\"\nprint(1)\n```\n", line: 2,
      message: "unknown attribute 'traps' for a swift block", hint: "on its transcript"),
    Case(
      name: "rustdoc's should_panic", source: "# T\n```swift should_panic\nprint(1)\n```\n", line: 2,
      message: "unknown flag 'should_panic' for a swift block", hint: "traps=\"TEXT\" on its transcript"),
    Case(
      name: "an exercise of an unknown kind",
      source: "# T\n```swift scenario=a\n\(view)\n```\n\n```transcript scenario=a exercise=guess\n```\n", line: 6,
      message: "unknown value 'guess' for exercise= on a transcript block", hint: "exercise=predict hides"),
    Case(
      name: "exercise as a bare flag",
      source: "# T\n```swift scenario=a\n\(view)\n```\n```transcript scenario=a exercise\n```\n", line: 5,
      message: "'exercise' needs a value (exercise=predict)", hint: "exercise=predict"),
    Case(
      name: "exercise= on the scenario's code", source: "# T\n\n```swift scenario=a exercise=predict\n\(view)\n```\n",
      line: 3, message: "'exercise' is a transcript attribute but this block's language is 'swift'",
      hint: "put exercise=predict on the ```transcript block"),
    Case(
      name: "exercise= on a block of another language", source: "# T\n```text exercise=predict\nhello\n```\n",
      line: 2, message: "'exercise' is a transcript attribute but this block's language is 'text'",
      hint: "put exercise=predict on the ```transcript block"),
    Case(
      name: "a hidden-line marker in a transcript",
      source: "# T\n```swift scenario=a\nprint(1)\n```\n```transcript scenario=a\n#- 1\n```\n", line: 6,
      message: "a transcript has no hidden lines: '#-' hides lines of swift blocks only", hint: "as \\#-"),
    Case(
      name: "a hidden-line marker without its space", source: "# T\n```swift\nlet a = 1\n#-let b = 2\n```\n", line: 4,
      message: "this line starts with '#-' but is not hidden", hint: "write '#- '", severity: .warning),
    Case(
      name: "Swift with a capital S", source: "# T\n```Swift\nlet a = 1\n```\n", line: 2,
      message: "code block language 'Swift' is not one Folio checks", hint: "```swift (", severity: .warning),
    Case(
      name: "a Swift version as the language", source: "# T\n```swift5\nlet a = 1\n```\n", line: 2,
      message: "code block language 'swift5' is not one Folio checks", hint: "```swift (", severity: .warning),
    Case(
      name: "mdBook's swift,ignore", source: "# T\n\n```swift,ignore\nlet a = 1\n```\n", line: 3,
      message: "code block language 'swift,ignore' is not one Folio checks", hint: "```swift ignore (",
      severity: .warning),
    Case(
      name: "rustdoc's swift,compile_fail", source: "# T\n```swift,compile_fail\nlet a: Int = \"\"\n```\n", line: 2,
      message: "code block language 'swift,compile_fail' is not", hint: "```swift compile-fail expect=",
      severity: .warning),
    Case(
      name: "Pandoc's {.swift}", source: "# T\n```{.swift}\nlet a = 1\n```\n", line: 2,
      message: "code block language '{.swift}' is not one Folio checks", hint: "```swift (", severity: .warning),
    Case(
      name: "a transcript spelled with a capital T", source: "# T\n```Transcript scenario=a\n```\n", line: 2,
      message: "'scenario' is a swift attribute but this block's language is 'Transcript'", hint: "```transcript"),
    Case(
      name: "root= names no declared type", source: "# T\n\n```swift scenario=a root=Missing\n\(view)\n```\n", line: 3,
      message: "root type 'Missing' is not declared in scenario 'a'", hint: "declare the type"),
    Case(
      name: "transcript of an unknown scenario",
      source: "# T\n```swift scenario=a\n\(view)\n```\n```transcript scenario=b\n```\n```transcript scenario=a\n```\n",
      line: 5, message: "transcript names unknown scenario 'b'", hint: "scenarios in this chapter: a"),
    Case(
      name: "scenario without transcript", source: "# T\n```swift scenario=a\n\(view)\n```\n", line: 3,
      message: "scenario 'a' has no transcript; it is compiled but never run",
      hint: "add a ```transcript scenario=a block", severity: .warning),
    Case(
      name: "unknown action",
      source: "# T\n```swift scenario=a\n\(view)\n```\n```transcript scenario=a\nhi\n> jump \"x\"\n```\n",
      line: 7, message: "malformed action 'jump \"x\"': unknown action 'jump'", hint: "actions: tap"),
    Case(
      name: "tap without quotes",
      source: "# T\n```swift scenario=a\n\(view)\n```\n```transcript scenario=a\n> tap Add\n```\n",
      line: 6, message: "tap needs a quoted title", hint: "actions: tap"),
    Case(
      name: "type without into",
      source: "# T\n```swift scenario=a\n\(view)\n```\n```transcript scenario=a\n> type \"Ann\" to \"name\"\n```\n",
      line: 6, message: "expected 'into' after the typed text", hint: "type \"text\" into"),
    Case(
      name: "wait with a bad duration",
      source: "# T\n```swift scenario=a\n\(view)\n```\n```transcript scenario=a\n> wait soon\n```\n", line: 6,
      message: "malformed action 'wait soon': expected a duration such as 3s, 1.5s or 250ms", hint: "wait 250ms"),
    Case(
      name: "wait with a fraction of a millisecond",
      source: "# T\n```swift scenario=a\n\(view)\n```\n```transcript scenario=a\n> wait 1.5ms\n```\n", line: 6,
      message: "expected a duration", hint: "wait 3s"),
    Case(
      name: "swift attribute on another language", source: "# T\n```text scenario=a\n```\n", line: 2,
      message: "'scenario' is a swift attribute but this block's language is 'text'", hint: "```swift"),
  ]

  @Test(arguments: cases)
  func eachMistakeIsReportedAtItsLineWithAHint(_ example: Case) throws {
    let contents = ScenarioExtractor.extract(try chapter(example.source))
    let found = contents.diagnostics.filter { $0.message.contains(example.message) }
    #expect(found.count == 1, "\(contents.diagnostics.map(\.rendered))")
    let diagnostic = try #require(found.first)
    #expect(diagnostic.location.path == "chapters/01-test.md")
    #expect(diagnostic.location.line == example.line)
    #expect(diagnostic.severity == example.severity)
    #expect(diagnostic.hint?.contains(example.hint) == true, "\(diagnostic.hint ?? "no hint")")
  }

  @Test func everyMistakeOfAChapterIsReportedNotOnlyTheFirst() throws {
    let source = Self.cases.filter { $0.severity == .error }.map { example in
      example.source.replacingOccurrences(of: "# T\n", with: "")
        .replacingOccurrences(of: "scenario=a", with: "scenario=\(example.name.filter(\.isLetter))")
        .replacingOccurrences(of: "scenario=b", with: "scenario=zz\(example.name.filter(\.isLetter))")
    }.joined(separator: "\n")
    let contents = ScenarioExtractor.extract(try chapter("# All at once\n\n" + source))
    let errors = contents.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == Self.cases.filter { $0.severity == .error }.count, "\(errors.map(\.rendered))")
    #expect(errors.map(\.location) == errors.map(\.location).sorted())
  }

  @Test func aBlockAfterAReusedNameIsLeftOutSoTheTranscriptStillResolves() throws {
    let contents = ScenarioExtractor.extract(
      try chapter(
        "# T\n```swift scenario=a\n\(Self.view)\n```\n```transcript scenario=a\n```\n```swift scenario=a\n\(Self.view)\n```\n"
      ))
    #expect(contents.scenarios.map(\.blocks.count) == [1])
    #expect(contents.transcripts.count == 1)
  }

  @Test func aTranscriptBeforeAnyCodeOfItsScenarioIsFine() throws {
    let contents = ScenarioExtractor.extract(
      try chapter("# T\n```transcript scenario=a\n```\n```swift scenario=a\n\(Self.view)\n```\n"))
    #expect(contents.diagnostics.isEmpty, "\(contents.diagnostics.map(\.rendered))")
  }
}

/// Info strings are read as the author wrote them: Markdown's own backslash escapes and
/// entities do not apply, so `\"` and `\\` mean what the chapter format says.
@Suite struct RawInfoStringTests {
  @Test func escapedQuotesAndBackslashesReachTheParserAsWritten() throws {
    let contents = ScenarioExtractor.extract(
      try chapter(
        #"""
        # T

        ```swift compile-fail expect="say \"hi\" \\ &amp;"
        let a = 1
        ```

        > ~~~   swift   compile-fail expect="in a \"quote\""
        > let b = 2
        > ~~~
        """#))
    #expect(contents.diagnostics.isEmpty, "\(contents.diagnostics.map(\.rendered))")
    #expect(contents.roles[0] == .compileFail(expect: #"say "hi" \ &amp;"#))
    #expect(contents.roles[1] == .compileFail(expect: #"in a "quote""#))
  }
}
