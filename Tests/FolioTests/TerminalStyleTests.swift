import Foundation
import ScenarioWire
import Testing

@testable import FolioCore

/// Colour only where it helps and never where it hurts: a terminal unless `NO_COLOR`,
/// `--color` deciding over both, and painting that never lets a chapter's own escapes through.
@Suite struct TerminalStyleTests {
  @Test func autoPaintsATerminalUnlessNoColorOrADumbTerminal() {
    #expect(TerminalStyle.resolve(.auto, isTerminal: true, environment: [:]) == .colored)
    #expect(TerminalStyle.resolve(.auto, isTerminal: false, environment: [:]) == .plain)
    #expect(TerminalStyle.resolve(.auto, isTerminal: true, environment: ["NO_COLOR": "1"]) == .plain)
    #expect(TerminalStyle.resolve(.auto, isTerminal: true, environment: ["NO_COLOR": ""]) == .colored)
    #expect(TerminalStyle.resolve(.auto, isTerminal: true, environment: ["TERM": "dumb"]) == .plain)
  }

  @Test func theFlagDecidesOverTheTerminalAndTheEnvironment() {
    #expect(TerminalStyle.resolve(.always, isTerminal: false, environment: ["NO_COLOR": "1"]) == .colored)
    #expect(TerminalStyle.resolve(.never, isTerminal: true, environment: [:]) == .plain)
  }

  @Test func aChaptersEscapesStayVisibleWhenFolioPaints() {
    let error = FolioError.actionFailed(
      SourceLocation(path: "c.md", line: 2), ActionFailure(.noSuchControl, "no Button \"\u{1B}[2J\" on screen"))
    let painted = Diagnostic(error).rendered(in: .colored)
    #expect(painted.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    #expect(painted.contains("\u{1B}[1;36mhint:\u{1B}[0m"))
    #expect(painted.contains("^[[2J"))
    #expect(!painted.contains("\u{1B}[2J"))
  }

  @Test func plainIsExactlyTheUnpaintedReport() {
    let error = FolioError.transcriptMismatch(SourceLocation(path: "c.md", line: 2), scenario: "s")
    #expect(Diagnostic(error).rendered(in: .plain) == Diagnostic(error).rendered)
    #expect(!Diagnostic(error).rendered.contains("\u{1B}"))
  }

  @Test func diffLinesArePaintedByTheirMarker() {
    let style = TerminalStyle.colored
    #expect(style.paintDiffLine("-count 2") == "\u{1B}[31m-count 2\u{1B}[0m")
    #expect(style.paintDiffLine("+count 1") == "\u{1B}[32m+count 1\u{1B}[0m")
    #expect(style.paintDiffLine("--- c.md (transcript)") == "\u{1B}[1m--- c.md (transcript)\u{1B}[0m")
    #expect(style.paintDiffLine(" > tap \"Add\"") == " > tap \"Add\"")
  }

  @Test func theCommandLinePaintsOnlyWhenAsked() async throws {
    let folder = try makeTemporaryFolder("folio-color")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("# T\n\n```swift compile-fail expect=\"x\"\nlet a = 1\n```\n", to: folder + "/chapters/01.md")
    let always = try await runFolio(["test", "chapters", "--quiet", "--color", "always"], in: folder)
    #expect(always.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    let piped = try await runFolio(["test", "chapters", "--quiet"], in: folder)
    #expect(piped.stdout.contains("error: ") && !piped.stdout.contains("\u{1B}"))
    let refused = try await runFolio(["test", "chapters", "--color", "blue"], in: folder)
    #expect(refused.status != 0 && refused.stderr.contains("--color"))
  }
}
