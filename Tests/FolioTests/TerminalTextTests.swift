import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// Text from a chapter or a scenario reaches the author's terminal in diagnostics,
/// diffs and crash excerpts: it must be shown, never obeyed (a scenario printed a fake
/// `12 passed, 0 failed`, hid the real summary, set the window title and wrote the
/// clipboard).
@Suite struct TerminalTextTests {
  /// Every hostile sequence of the issue, and some neighbours.
  static let hostile = [
    "\u{1B}]0;owned title\u{07}",  // set the window title
    "\u{1B}]52;c;aGVsbG8=\u{07}",  // write the clipboard
    "\u{1B}[2K\u{1B}[1A",  // erase the line, move up
    "\r12 passed, 0 failed",  // overwrite the line's start
    "x\r\ny",
    "\u{9B}2K",  // CSI as one C1 code point
    "\u{85}",  // NEL
    "\u{202E}evil\u{202C}",  // right-to-left override
    "\u{2066}isolate\u{2069}",
    "\u{0}\u{8}\u{7F}",
  ]

  /// Whether `text` could move the cursor, change the terminal or reorder what is shown.
  static func isInert(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      let value = scalar.value
      if value == 0x0A || value == 0x09 { return true }
      if value < 0x20 || (0x7F...0x9F).contains(value) { return false }
      return !(0x202A...0x202E).contains(value) && !(0x2066...0x2069).contains(value)
    }
  }

  @Test(arguments: hostile)
  func controlCharactersAreShownNotObeyed(text: String) {
    let shown = TerminalText.visible("before " + text + " after")
    #expect(Self.isInert(shown), "\(shown.debugDescription)")
    #expect(shown.hasPrefix("before ") && shown.hasSuffix(" after"))
  }

  @Test func eachControlHasAReadableName() {
    #expect(TerminalText.visible("\u{1B}]0;t\u{07}") == "^[]0;t^G")
    #expect(TerminalText.visible("\r12 passed") == "^M12 passed")
    #expect(TerminalText.visible("\u{0}\u{7F}") == "^@^?")
    #expect(TerminalText.visible("\u{9B}\u{202E}\u{2069}") == "\\u{9B}\\u{202E}\\u{2069}")
  }

  @Test(arguments: ["plain", "tab\there", "two\nlines", "é, 😀, 日本", "^[ already visible", ""])
  func ordinaryTextIsUnchanged(text: String) {
    #expect(TerminalText.visible(text) == text)
  }

  @Test func diagnosticsShowAnAuthorsControlCharacters() throws {
    let chapter = try chapter("# T\n\n```transcript scenario=\u{1B}]0;title\u{07}\n> tap \"\u{1B}[2K\"\n```\n")
    let contents = ScenarioExtractor.extract(chapter)
    let rendered = contents.diagnostics.map(\.rendered).joined(separator: "\n")
    #expect(rendered.contains("unknown scenario '^[]0;title^G'"))
    #expect(Self.isInert(rendered))
  }

  @Test func theReportShowsAScenariosControlCharactersInDiffsCrashesAndExcerpts() {
    let location = SourceLocation(path: "chapters/01\u{1B}[31m.md", line: 3)
    let hostile = Self.hostile.joined()
    let mismatch = CheckOutcome(
      kind: .transcript, location: location, problems: [.transcriptMismatch(location, scenario: "s")],
      diff: UnifiedDiff(
        comparison: TranscriptComparison(expected: ["ok"], real: Self.hostile), expectedLines: [4], path: location.path,
        endLine: 5))
    let crash = CheckOutcome(
      kind: .transcript, location: location,
      problems: [.scenarioCrashed(location, scenario: "s", detail: "Fatal error: " + hostile, crashSite: location)],
      excerpt: Self.hostile)
    let report = CheckReport(
      diagnostics: [Diagnostic(.warning, at: location, hostile, hint: hostile)], outcomes: [mismatch, crash])
    let rendered = report.rendered
    #expect(Self.isInert(rendered), "\(rendered.debugDescription)")
    #expect(rendered.contains("+^M12 passed, 0 failed"))
    #expect(rendered.hasSuffix("\n0 passed, 2 failed"))
  }
}
