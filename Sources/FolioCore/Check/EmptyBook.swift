/// A book with nothing to check is not a pass: an empty chapters folder, a wrong path
/// or chapters of prose alone would otherwise report `0 passed, 0 failed` and exit 0.
public enum EmptyBook {
  /// The number of checks in `chapters`: transcripts, `swift` and `compile-fail` blocks
  /// (a scenario without a transcript is compiled, but checks nothing it shows).
  static func checkCount(_ chapters: [ExtractedChapter]) -> Int {
    chapters.reduce(0) { $0 + $1.transcripts.count + $1.checks.count }
  }

  /// The error for a book without checks, at the first path given; `nil` when it has
  /// checks, or when it already has an error (which says more than this would).
  public static func diagnostic(
    _ chapters: [ExtractedChapter], diagnostics: [Diagnostic], paths: [String]
  ) -> Diagnostic? {
    guard checkCount(chapters) == 0 else { return nil }
    let errors = diagnostics + chapters.flatMap(\.diagnostics)
    guard !errors.contains(where: { $0.severity == .error }) else { return nil }
    return Diagnostic(.noChecks(SourceLocation(path: paths.first ?? ".", line: 1), chapters: chapters.count))
  }
}
