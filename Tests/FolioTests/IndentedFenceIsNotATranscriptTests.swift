import Foundation
import Testing

@testable import FolioCore

/// An indented code block whose first line is a fence (`    ```transcript …`) shows a
/// fence as text: it is code, not a fenced block, so it is never a transcript that runs
/// or that `--update` rewrites. Read as a fence, its "content" was the lines after it,
/// which are not the block's, and `--update` wrote over prose or quotes that then read
/// back as something else (found by `make fuzz`).
@Suite struct IndentedFenceIsNotATranscriptTests {
  static let head = "# T\n\n```swift scenario=s\nstruct S: View { var body: some View { Text(\"\") } }\n```\n"

  /// What `make fuzz` found, minimised: an indented "fence" right after a scenario block,
  /// then a line that is not the block's.
  static let minimised = "# u\n```swift scenario=counter\nstruct C:View\n```\n    ```transcript scenario=counter\n>"

  @Test(arguments: [
    minimised,
    head + "\n    ```transcript scenario=s\n> tap \"x\"\nold",
    head
      + "\nThe format, shown as an indented example:\n\n    ```transcript scenario=s\n    > tap \"x\"\n    old\n    ```\n",
    head + "\n\t~~~transcript scenario=s\n\t> tap \"x\"\n",
    head + "\n- item\n\n      ```transcript scenario=s\n      > tap \"x\"\n",
    head + "\n> quoted:\n>\n>     ```transcript scenario=s\n>     > tap \"x\"\n",
  ])
  func anIndentedBlockShowingAFenceIsNotATranscript(source: String) throws {
    let blocks = try MarkdownParser.parse(source).codeBlocks.map(\.code)
    let shown = try #require(blocks.last)
    #expect(!shown.fenced)
    #expect(shown.literal.hasPrefix("```transcript") || shown.literal.hasPrefix("~~~transcript"))
    #expect(ScenarioExtractor.extract(try chapter(source)).transcripts.isEmpty)
  }

  /// `--update` of the chapter's real transcript keeps the indented example byte for byte,
  /// and the updated transcript reads back as the real output.
  @Test func updateLeavesAnIndentedExampleAlone() throws {
    let example = "\nWritten like this:\n\n    ```transcript scenario=s\n    > tap \"x\"\n    shown\n    ```\n"
    let source = Self.head + example + "\n```transcript scenario=s\n> tap \"x\"\nold\n```\n" + example
    let transcripts = ScenarioExtractor.extract(try chapter(source)).transcripts
    let transcript = try #require(transcripts.first)
    #expect(transcripts.count == 1)
    var real = RealTranscript(stepCount: 1)
    real.apply(.output(step: 1, line: "new"))
    real.apply(.finished)
    let updated = TranscriptUpdater.update(
      source: source, runs: [TranscriptRun(transcript: transcript, real: real, problems: [])])
    #expect(updated == Self.head + example + "\n```transcript scenario=s\n> tap \"x\"\nnew\n```\n" + example)
    let reread = ScenarioExtractor.extract(try chapter(updated)).transcripts
    #expect(reread.count == 1)
    #expect(TranscriptComparison(transcript: try #require(reread.first), real: real).matches)
  }

  /// What the fuzzer checks, on what it found: every transcript, updated with output,
  /// reads back as that output.
  @Test func theFuzzersInputUpdatesToATranscriptThatReadsBack() throws {
    let source = Self.minimised
    let contents = ScenarioExtractor.extract(try chapter(source))
    for (number, transcript) in contents.transcripts.enumerated() {
      var real = RealTranscript(stepCount: transcript.steps.count)
      real.apply(.output(step: 0, line: "mounted"))
      real.apply(.finished)
      let updated = TranscriptUpdater.update(
        source: source, runs: [TranscriptRun(transcript: transcript, real: real, problems: [])])
      let reread = ScenarioExtractor.extract(try chapter(updated)).transcripts
      #expect(reread.count == contents.transcripts.count)
      #expect(TranscriptComparison(transcript: reread[number], real: real).matches, "\(updated)")
    }
  }

  /// Real fences stay fences, those whose first code line repeats the opening line too.
  @Test(arguments: [
    ("```x\n```x\n```\n", "```x\n"),
    ("```\n```x\n```\n", "```x\n"),
    ("   ```transcript scenario=s\n   > tap \"x\"\n   ```\n", "> tap \"x\"\n"),
    ("-    ```\n     a\n", "a\n"),
    ("> ```transcript scenario=s\n> > tap \"x\"\n", "> tap \"x\"\n"),
    ("~~~\n", ""),
  ])
  func aFenceIsStillAFence(source: String, literal: String) throws {
    let code = try #require(try MarkdownParser.parse(source).codeBlocks.first?.code)
    #expect(code.fenced)
    #expect(code.literal == literal)
  }
}
