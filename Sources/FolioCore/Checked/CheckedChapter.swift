/// A chapter after checking: every code block in document order with what checking
/// it found, and the chapter's own diagnostics.
public struct CheckedChapter: Equatable, Sendable {
  /// The chapter.
  public var chapter: Chapter
  /// Its code blocks, by ``MarkdownCodeBlock/index``.
  public var blocks: [CheckedBlock]
  /// Its scenarios, each with its transcripts.
  public var scenarios: [Scenario]
  /// Its standalone `swift` and `compile-fail` blocks.
  public var checks: [StandaloneCheck]
  /// Type checks of scenarios that no transcript runs, which count only when they fail.
  public var scenarioTypechecks: [CheckOutcome]
  /// Errors and warnings that belong to no check (a malformed block, an unknown scenario).
  public var diagnostics: [Diagnostic]

  /// A chapter whose blocks have no results yet.
  public init(_ extracted: ExtractedChapter) {
    chapter = extracted.chapter
    blocks = extracted.roles.map(CheckedBlock.init(role:))
    scenarios = extracted.scenarios
    checks = extracted.checks
    scenarioTypechecks = []
    diagnostics = extracted.diagnostics
  }

  /// The checked block drawn for `code`, a code block of this chapter's document.
  public func block(for code: MarkdownCodeBlock) -> CheckedBlock {
    blocks.indices.contains(code.index) ? blocks[code.index] : .plain
  }

  /// Its transcripts, in chapter order.
  public var transcripts: [Transcript] { scenarios.flatMap(\.transcripts) }

  /// Every check of the chapter, in chapter order.
  public var outcomes: [CheckOutcome] {
    (blocks.compactMap(\.outcome) + scenarioTypechecks).sorted { $0.location < $1.location }
  }

  /// Every transcript run, in chapter order.
  public var runs: [TranscriptRun] {
    blocks.compactMap { block in
      if case .transcript(let run, _) = block { return run }
      return nil
    }
  }
}
