/// A chapter after checking: every code block in document order with what checking
/// it found, and the chapter's own diagnostics.
public struct CheckedChapter: Equatable, Sendable {
  /// What extraction found: the chapter, its scenarios, checks and own diagnostics
  /// (errors and warnings that belong to no check).
  public let extracted: ExtractedChapter
  /// Its code blocks, by ``MarkdownCodeBlock/index``.
  var blocks: [CheckedBlock]
  /// Type checks of scenarios that no transcript runs, which count only when they fail.
  var scenarioTypechecks: [CheckOutcome] = []

  /// A chapter whose blocks have no results yet.
  init(_ extracted: ExtractedChapter) {
    self.extracted = extracted
    blocks = extracted.roles.map(CheckedBlock.init(role:))
  }

  /// The chapter.
  public var chapter: Chapter { extracted.chapter }

  /// The checked block drawn for `code`, a code block of this chapter's document.
  public func block(for code: MarkdownCodeBlock) -> CheckedBlock {
    blocks.indices.contains(code.index) ? blocks[code.index] : .plain
  }

  /// Every check of the chapter, in chapter order.
  var outcomes: [CheckOutcome] {
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
