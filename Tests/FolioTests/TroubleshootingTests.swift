import Foundation
import ScenarioWire
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioServe
@testable import FolioSite
@testable import FolioSiteServer
@testable import FolioToolchain

/// The README's Troubleshooting table lists every message an author can meet.
@Suite struct TroubleshootingTests {
  static let here = SourceLocation(path: "c.md", line: 1)

  /// One of each error, and the part of its message the table must quote. The switch
  /// is exhaustive, so a new kind of error does not compile until it is listed here.
  static func fragment(_ error: FolioError) -> String {
    switch error {
    case .unreadable: return "cannot read file: "
    case .notUTF8: return "file is not valid UTF-8"
    case .emptyChapter: return "chapter is empty"
    case .missingTitle: return "chapter has no title (a level-1 heading)"
    case .markdownTooDeep: return "Markdown is nested deeper than 100 levels"
    case .malformedInfoString: return "malformed info string: "
    case .unknownAttribute: return "unknown attribute 'x' for a swift block"
    case .unknownFlag: return "unknown flag 'x' for a swift block"
    case .duplicateAttribute: return "attribute 'x' is given more than once"
    case .misusedAttribute: return "'scenario' needs a value"
    case .swiftAttributeOnOtherLanguage: return "is a swift attribute but this block's language is"
    case .transcriptAttributeOnOtherLanguage: return "is a transcript attribute but this block's language is"
    case .unknownAttributeValue: return "unknown value 'x' for exercise= on a transcript block"
    case .conflictingAttributes: return "'ignore' cannot be combined with other attributes"
    case .malformedAction: return "malformed action '"
    case .unknownScenario: return "transcript names unknown scenario 'X'"
    case .undeclaredRoot: return "root type 'T' is not declared in scenario 'X'"
    case .duplicateRoot: return "names root= more than once (first on line N)"
    case .conflictingLanguageMode: return "scenario 'X' is compiled in mode 5 here but in mode 6 on line N"
    case .duplicateScenario: return "is defined again after its transcript on line N"
    case .ambiguousRoot(_, _, let candidates):
      return candidates.isEmpty
        ? "declares no View type and has no top-level statements"
        : "declares several View types (A, B) and names no root="
    case .actionInProgram: return "scenario 'X' is a program: its transcript is what it prints, and takes no actions"
    case .trapOnView: return "'traps=' needs a program, but scenario 'X' is a view"
    case .hiddenLineInTranscript: return "a transcript has no hidden lines: '#-' hides lines of swift blocks only"
    case .missingTrap: return "scenario 'X' finished without trapping; expected a trap with \"T\""
    case .wrongTrap: return "scenario 'X' did not trap with \"T\": "
    case .compileError: return "a compiler error at `chapter.md:line:col`"
    case .unexpectedlyCompiled: return "compile-fail block compiled, expected an error containing \"T\""
    case .wrongCompileError: return "compile-fail block failed without an error containing \"T\""
    case .scenarioCrashed: return "scenario 'X' crashed: Fatal error: "
    case .scenarioTimedOut: return "scenario 'X' did not finish within 5s"
    case .scenarioOutputTooLarge: return "scenario 'X' wrote more than 8 MB of output and was stopped"
    case .scenarioForgedEvents: return "scenario 'X' wrote to the engine's channel: "
    case .modelledRuleRelied: return "scenario 'X' relies here on the modelled engine rule '"
    case .actionFailed: return "action failed: no Button \"X\" on screen; controls on screen: "
    case .transcriptMismatch: return "transcript of scenario 'X' does not match the real output"
    case .linksOutsideBook: return "chapter links outside the book: "
    case .unsafeResultsFile: return "refusing to write --junit 'X': it is inside the chapters folder '"
    case .noChecks: return "the book has no checks: no swift, compile-fail or transcript block in its "
    case .unsafeOutput: return "refusing to replace 'X' with folio's output: it exists and is not a folder"
    case .unsafeScratchFolder: return "refusing to write into 'X': folio's cache is inside the chapters folder"
    case .unsafeInitFolder: return "refusing to write a new book into 'X': it is not empty"
    case .malformedConfig: return "folio.toml is not valid TOML: "
    case .unknownConfigKey: return "unknown key 'book.x' in folio.toml"
    case .wrongConfigType: return "'book.authors' must be an array of strings"
    case .invalidConfigValue: return "'book.swift-language-mode' is 7; Folio compiles in mode 5 or 6"
    case .missingBookFile: return "'book.order' names 'chapters/x.md', which does not exist"
    case .leavesBook: return "'../x.png' leads outside the book's folder"
    case .emptyPart: return "part folder 'chapters/x' holds no chapter"
    case .nestedPart: return "folder 'chapters/x/y' holds chapters, but parts do not nest: they are not in the book"
    case .unsafeTemplate: return "theme template holds a <script> element, which could run script"
    case .missingAsset: return "'x.png' is referenced but does not exist"
    }
  }

  static let errors: [FolioError] = [
    .unreadable(here, reason: "r"), .notUTF8(here), .emptyChapter(here), .missingTitle(here),
    .markdownTooDeep(here, limit: 100),
    .malformedInfoString(here, detail: "d"), .unknownAttribute(here, name: "x", language: "swift"),
    .unknownFlag(here, name: "x", language: "swift"), .duplicateAttribute(here, name: "x"),
    .misusedAttribute(here, name: "scenario", detail: "needs a value (scenario=…)"),
    .swiftAttributeOnOtherLanguage(here, name: "x", language: "y"),
    .transcriptAttributeOnOtherLanguage(here, name: "exercise", language: "y"),
    .unknownAttributeValue(here, name: "exercise", value: "x", language: "transcript", known: ["predict"]),
    .conflictingAttributes(here, detail: "'ignore' cannot be combined with other attributes"),
    .malformedAction(here, text: "t", detail: "d"), .unknownScenario(here, name: "X", known: []),
    .undeclaredRoot(here, type: "T", scenario: "X"), .duplicateRoot(here, scenario: "X", firstLine: 2),
    .conflictingLanguageMode(here, scenario: "X", mode: .v5, firstMode: .v6, firstLine: 2),
    .duplicateScenario(here, name: "X", transcriptLine: 2),
    .ambiguousRoot(here, scenario: "X", candidates: ["A", "B"]), .ambiguousRoot(here, scenario: "X", candidates: []),
    .actionInProgram(here, scenario: "X"), .trapOnView(here, scenario: "X"), .hiddenLineInTranscript(here),
    .missingTrap(here, scenario: "X", expected: "T"),
    .wrongTrap(here, scenario: "X", expected: "T", detail: "Fatal error: f", crashSite: nil),
    .compileError(here, message: "m"), .unexpectedlyCompiled(here, expected: "T"),
    .wrongCompileError(here, expected: "T", actual: []),
    .scenarioCrashed(here, scenario: "X", detail: "Fatal error: f", crashSite: nil),
    .scenarioTimedOut(here, scenario: "X", seconds: 5), .scenarioOutputTooLarge(here, scenario: "X", bytes: 8 << 20),
    .scenarioForgedEvents(here, scenario: "X", detail: "d"),
    .modelledRuleRelied(here, scenario: "X", rule: .closuresNeverEqual),
    .actionFailed(here, ActionFailure(.noSuchControl, "no Button \"X\" on screen; controls on screen: Button \"Y\"")),
    .transcriptMismatch(here, scenario: "X"),
    .linksOutsideBook(here, target: "/etc/T", root: "/book"),
    .unsafeOutput(SourceLocation(path: "X", line: 1), reason: "it exists and is not a folder"),
    .unsafeScratchFolder(
      SourceLocation(path: "X", line: 1), reason: "folio's cache is inside the chapters folder 'chapters'"),
    .unsafeInitFolder(SourceLocation(path: "X", line: 1), reason: "it is not empty (it holds a.md)"),
    .noChecks(here, chapters: 2),
    .unsafeResultsFile(
      SourceLocation(path: "X", line: 1), flag: "--junit", reason: "it is inside the chapters folder 'c'"),
    .malformedConfig(here, detail: "d"), .unknownConfigKey(here, key: "book.x", known: ["title"]),
    .wrongConfigType(here, key: "book.authors", expected: "an array of strings"),
    .invalidConfigValue(here, key: "book.swift-language-mode", detail: "is 7; Folio compiles in mode 5 or 6"),
    .missingBookFile(here, key: "book.order", path: "chapters/x.md"),
    .leavesBook(here, path: "../x.png", root: "/book"), .emptyPart(here, folder: "chapters/x"),
    .nestedPart(here, folder: "chapters/x/y", part: "chapters/x"),
    .unsafeTemplate(here, construct: "a <script> element"), .missingAsset(here, target: "x.png"),
  ]

  static func troubleshooting() throws -> String {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md")
    let text = String(decoding: try Data(contentsOf: readme), as: UTF8.self)
    let start = try #require(text.range(of: "## Troubleshooting"))
    let rest = text[start.upperBound...]
    return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
  }

  @Test(arguments: errors)
  func everyMessageIsInTheTable(_ error: FolioError) throws {
    let fragment = Self.fragment(error)
    #expect(try Self.troubleshooting().contains(fragment), "README Troubleshooting lacks \(fragment)")
    // The fragment is what the tool really prints (placeholders filled as above).
    if case .compileError = error { return }
    let prefix = fragment.replacingOccurrences(of: "N)", with: "2)").replacingOccurrences(of: "line N", with: "line 2")
    #expect(error.message.contains(prefix.trimmingCharacters(in: .whitespaces)), "\(error.message)")
  }

  /// The warnings an author can meet are in the table too.
  static let warnings = [
    "scenario 'X' has no transcript; it is compiled but never run",
    "code block language 'X' is not one Folio checks; the block is shown unchecked",
    "this line starts with '#-' but is not hidden: the marker needs a space after it",
  ]

  @Test(arguments: warnings)
  func everyWarningIsInTheTable(_ warning: String) throws {
    #expect(try Self.troubleshooting().contains(warning), "README Troubleshooting lacks \(warning)")
  }

  @Test func theWarningsInTheTableAreTheOnesTheExtractorWrites() throws {
    let contents = ScenarioExtractor.extract(
      try chapter("# T\n```swift scenario=X\nlet v = 1\n#-let w = 2\n```\n```X\n```\n```swift5\n```\n"))
    let messages = contents.diagnostics.filter { $0.severity == .warning }.map(\.message)
    #expect(messages.contains(Self.warnings[2]))
    #expect(messages.contains(Self.warnings[1].replacingOccurrences(of: "'X'", with: "'swift5'")))
  }

  /// `folio serve`'s own messages: the port in use (a ``ToolFailure``) and its usage errors.
  @Test func theServeMessagesAreInTheTable() throws {
    let table = try Self.troubleshooting()
    let inUse = ToolFailure.portInUse(3000)
    #expect(table.contains("folio: error: " + inUse.message.replacingOccurrences(of: "3000", with: "N")))
    #expect(table.contains("--port must be a port number from 1 to 65535"))
    #expect(table.contains("folio serve does not take --update"))
    #expect(table.contains("The book does not build"))
    #expect(table.contains("`folio: error: cannot start folio's site server PATH: …`"))
    #expect(table.contains("`folio's site server PATH stopped before it listened (exit status N)`"))
    #expect(table.contains("`folio's site server stopped (…)`"))
  }

  @Test func theTimeoutAndCapsInTheTableAreTheDefaults() throws {
    let table = try Self.troubleshooting()
    #expect(table.contains("within \(Int(ScenarioRunner.defaultTimeout))s"))
    #expect(table.contains("output stopped after \(ScenarioRunner.defaultMaxOutputLines) lines."))
    #expect(table.contains("more than \(ScenarioRunner.defaultMaxOutputBytes >> 20) MB"))
  }
}
