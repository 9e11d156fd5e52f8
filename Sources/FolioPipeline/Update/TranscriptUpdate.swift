import FolioCore

/// The `--update` stage: rewrites each chapter whose transcripts disagree after a clean
/// run with the real output, and marks those transcripts as agreeing. A transcript whose
/// run crashed, timed out or had a failing action is left as written: its other
/// problems come first (``CheckedChapter/repairableRuns``).
enum TranscriptUpdate {
  /// Rewrites the chapters of `book` that need it; returns their paths. A chapter that
  /// cannot be written keeps its transcripts' disagreement, and the book the failure.
  static func apply(to book: inout CheckedBook) -> [String] {
    var paths: [String] = []
    for index in book.chapters.indices {
      let chapter = book.chapters[index].chapter
      let stale = book.chapters[index].repairableRuns
      guard !stale.isEmpty else { continue }
      do {
        try TranscriptUpdater.write(
          TranscriptUpdater.update(source: chapter.source, runs: stale), to: chapter.path, replacing: chapter.source)
        paths.append(chapter.path)
        book.chapters[index].markRepaired()
      } catch {
        book.toolFailures.append(error)
      }
    }
    return paths
  }
}
