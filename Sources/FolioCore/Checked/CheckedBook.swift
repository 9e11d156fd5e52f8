/// A book after checking: its chapters in order, each block with what checking it
/// found. The one value the report, `--update` and the site are made from.
public struct CheckedBook: Equatable, Sendable {
  /// The chapters, in book order (``Chapter/index``).
  public var chapters: [CheckedChapter]
  /// The parsed `index.md`, if the book has one.
  public var landingPage: MarkdownDocument?
  /// The book's files the landing page references (``Book/landingAssets``).
  public var landingAssets: [ChapterAsset]
  /// Problems in the book that belong to no chapter's checks (loading it).
  var diagnostics: [Diagnostic]
  /// What kept Folio from checking the book or writing its results: not the author's.
  public var toolFailures: [ToolFailure]

  /// Creates a checked book.
  init(
    chapters: [CheckedChapter], landingPage: MarkdownDocument?, landingAssets: [ChapterAsset] = [],
    diagnostics: [Diagnostic], toolFailures: [ToolFailure] = []
  ) {
    self.chapters = chapters
    self.landingPage = landingPage
    self.landingAssets = landingAssets
    self.diagnostics = diagnostics
    self.toolFailures = toolFailures
  }

  /// Every transcript run, in book order.
  public var runs: [TranscriptRun] { chapters.flatMap(\.runs) }

  /// The report: every diagnostic and every check, in chapter order.
  public var report: CheckReport {
    let diagnostics = (diagnostics + chapters.flatMap(\.extracted.diagnostics)).sorted { $0.location < $1.location }
    return CheckReport(
      diagnostics: diagnostics, outcomes: chapters.flatMap(\.outcomes).sorted { $0.location < $1.location },
      toolFailures: toolFailures)
  }
}
