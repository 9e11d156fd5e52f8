/// A book after checking: its chapters in order, each block with what checking it
/// found. The one value the report, `--update` and the site are made from.
public struct CheckedBook: Equatable, Sendable {
  /// The chapters, in book order (``Chapter/index``).
  public var chapters: [CheckedChapter]
  /// The parsed `index.md`, if the book has one.
  public var landingPage: MarkdownDocument?
  /// Problems that belong to no chapter's checks: loading the book, and anything that
  /// kept Folio from checking it.
  public var diagnostics: [Diagnostic]

  /// Creates a checked book.
  public init(chapters: [CheckedChapter], landingPage: MarkdownDocument?, diagnostics: [Diagnostic]) {
    self.chapters = chapters
    self.landingPage = landingPage
    self.diagnostics = diagnostics
  }

  /// Every transcript run, in book order.
  public var runs: [TranscriptRun] { chapters.flatMap(\.runs) }

  /// The report: every diagnostic and every check, in chapter order.
  public var report: CheckReport {
    let diagnostics = (diagnostics + chapters.flatMap(\.diagnostics)).sorted { $0.location < $1.location }
    return CheckReport(
      diagnostics: diagnostics, outcomes: chapters.flatMap(\.outcomes).sorted { $0.location < $1.location })
  }
}
