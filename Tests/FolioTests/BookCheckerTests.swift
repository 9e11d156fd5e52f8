import ScenarioWire
import Testing

@testable import FolioCore

/// The check stage puts every result back into its own block by address, and
/// `--update`'s pure half picks and marks exactly the transcripts it may rewrite.
@Suite struct BookCheckerTests {
  /// Two chapters, each with a scenario named `s` and two transcripts of it on the
  /// same lines, and a `swift` block: names and lines repeat across chapters.
  static let source = """
    # T

    ```swift scenario=s
    struct S: View { var body: some View { Text("x") } }
    ```

    ```transcript scenario=s
    one
    ```

    ```swift
    let a = 1
    ```

    ```transcript scenario=s
    two
    ```
    """

  static func book() throws -> [ExtractedChapter] {
    Book(chapters: [try chapter(source, path: "a/01.md"), try chapter(source, path: "a/02.md")])
      .chapters.map(ScenarioExtractor.extract)
  }

  static func run(_ transcript: Transcript, printing line: String, problems: [FolioError] = []) -> TranscriptRun {
    var real = RealTranscript(stepCount: 0)
    real.apply(.output(step: 0, line: line))
    real.apply(.finished)
    return TranscriptRun(transcript: transcript, real: real, problems: problems)
  }

  static func printed(_ block: CheckedBlock) -> [String]? {
    guard case .transcript(let run, _) = block else { return nil }
    return run.real.mount
  }

  @Test func codeBlocksAreNumberedInDocumentOrderIncludingNestedOnes() throws {
    let document = try MarkdownParser.parse("```a\n```\n\n> ```b\n> ```\n\n- item\n\n      indented\n\n```c\n```\n")
    #expect(document.codeBlocks.map(\.code.index) == [0, 1, 2, 3])
    #expect(document.codeBlocks.map(\.code.info) == ["a", "b", "", "c"])
  }

  @Test func eachRunLandsInItsOwnBlockWhateverTheOrderOfResults() throws {
    let chapters = try Self.book()
    #expect(chapters.map(\.chapter.index) == [0, 1])
    let transcripts = chapters.flatMap(\.transcripts)
    #expect(
      transcripts.map(\.address) == [
        BlockAddress(chapter: 0, block: 1), BlockAddress(chapter: 0, block: 3),
        BlockAddress(chapter: 1, block: 1), BlockAddress(chapter: 1, block: 3),
      ])
    let runs = transcripts.enumerated().map { Self.run($1, printing: "run \($0)") }.reversed()
    let book = BookChecker.check(
      chapters, landingPage: nil, diagnostics: [], runs: Array(runs), typechecked: [], scenarioTypechecks: [])
    #expect(
      book.chapters.map { $0.blocks.compactMap(Self.printed) } == [[["run 0"], ["run 1"]], [["run 2"], ["run 3"]]])
    #expect(book.chapters[1].blocks[0] == .scenario(name: "s", root: nil))
    // A block no result reached is drawn as written.
    #expect(book.chapters[1].blocks[2] == .plain)
  }

  @Test func aTypeCheckLandsInItsBlockAndCountsAsACheck() throws {
    let chapters = try Self.book()
    let check = chapters[1].checks[0]
    let book = BookChecker.check(
      chapters, landingPage: nil, diagnostics: [], runs: [],
      typechecked: [TypecheckedBlock(check: check, compilerErrors: [])], scenarioTypechecks: [])
    guard case .swift(let block, let outcome) = book.chapters[1].blocks[2] else {
      Issue.record("no swift block at 1/2: \(book.chapters[1].blocks)")
      return
    }
    #expect(block.check == check)
    #expect(outcome.passed)
    #expect(book.report.passed == 1)
  }

  @Test func updateRepairsOnlyDisagreeingCleanRunsAndThenTheyAgree() throws {
    let chapters = try Self.book()
    let transcripts = chapters[0].transcripts
    let crashed = FolioError.scenarioCrashed(transcripts[1].location, scenario: "s", detail: "boom", crashSite: nil)
    var book = BookChecker.check(
      chapters, landingPage: nil, diagnostics: [],
      runs: [
        Self.run(transcripts[0], printing: "not one"),
        Self.run(transcripts[1], printing: "not two", problems: [crashed]),
      ],
      typechecked: [], scenarioTypechecks: [])
    #expect(book.report.failed == 2)
    #expect(book.chapters[0].repairableRuns.map(\.transcript.address) == [transcripts[0].address])
    book.chapters[0].markRepaired()
    #expect(book.chapters[0].repairableRuns.isEmpty)
    #expect(book.report.failed == 1)
    #expect(book.report.outcomes.filter { !$0.passed }.map(\.location) == [transcripts[1].location])
  }
}

/// A run that failed on its own (an action found no control, the code crashed) is that
/// one error, its diff shown beneath it, and never also a mismatch whose hint offers
/// `--update`, which by design leaves such a transcript alone.
@Suite struct FailedRunIsOneErrorTests {
  @Test func aFailedActionIsNotAlsoAMismatch() throws {
    let transcript = try #require(try BookCheckerTests.book()[0].transcripts.first)
    let failed = FolioError.actionFailed(
      transcript.location, ActionFailure(.noSuchControl, "no Button \"X\" on screen"))
    let outcome = BookChecker.outcome(of: BookCheckerTests.run(transcript, printing: "other", problems: [failed]))
    #expect(outcome.problems == [failed])
    #expect(outcome.diff != nil)
    #expect(!outcome.passed)
  }

  @Test func aRunThatWentWellAndDisagreesIsAMismatch() throws {
    let transcript = try #require(try BookCheckerTests.book()[0].transcripts.first)
    let outcome = BookChecker.outcome(of: BookCheckerTests.run(transcript, printing: "other"))
    #expect(outcome.problems.count == 1)
    guard case .transcriptMismatch = outcome.problems.first else {
      Issue.record("expected a mismatch, got \(outcome.problems)")
      return
    }
  }
}
