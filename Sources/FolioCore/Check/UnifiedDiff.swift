/// A unified diff between a transcript and the real output, headed by the chapter
/// location of the first expected line that disagrees.
struct UnifiedDiff: Equatable, Sendable {
  /// Where the first disagreement is in the chapter.
  var location: SourceLocation
  /// The diff text: `---`/`+++` headers, then hunks with 3 lines of context; a line
  /// longer than ``TerminalText/lineLimit`` characters is shortened.
  var text: String

  /// Builds the diff of a failed comparison.
  ///
  /// - Parameters:
  ///   - comparison: A comparison that does not match.
  ///   - expectedLines: The chapter line of each expected line (same order).
  ///   - path: The chapter path.
  ///   - endLine: The chapter line after the last expected line (the closing fence),
  ///     used when the disagreement is extra output at the end.
  init(comparison: TranscriptComparison, expectedLines: [Int], path: String, endLine: Int, context: Int = 3) {
    let first = comparison.firstDisagreement ?? 0
    location = SourceLocation(path: path, line: first < expectedLines.count ? expectedLines[first] : endLine)
    var lines = ["--- \(path) (transcript)", "+++ real output"]
    let edits = comparison.edits
    let changed = edits.indices.filter { index in
      switch edits[index] {
      case .missing, .extra, .unaligned: return true
      default: return false
      }
    }
    // Group changes whose context overlaps into hunks.
    var hunks: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - context)...min(edits.count - 1, index + context)
      if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
        hunks[hunks.count - 1] = last.lowerBound...range.upperBound
      } else {
        hunks.append(range)
      }
    }
    for hunk in hunks {
      var body: [String] = []
      var expectedStart: Int?
      var realStart: Int?
      var expectedCount = 0
      var realCount = 0
      for edit in edits[hunk] {
        switch edit {
        case .same(let e, let r):
          expectedStart = expectedStart ?? e
          realStart = realStart ?? r
          expectedCount += 1
          realCount += 1
          body.append(" " + TerminalText.shortened(comparison.expected[e]))
        case .wildcard(let e, let r):
          expectedStart = expectedStart ?? e
          realStart = realStart ?? r.lowerBound
          expectedCount += 1
          realCount += r.count
          body.append(" ...")
        case .missing(let e):
          expectedStart = expectedStart ?? e
          expectedCount += 1
          body.append("-" + TerminalText.shortened(comparison.expected[e]))
        case .extra(let r):
          realStart = realStart ?? r
          realCount += 1
          body.append("+" + TerminalText.shortened(comparison.real[r]))
        case .unaligned(let e, let r):
          expectedStart = expectedStart ?? e.lowerBound
          realStart = realStart ?? r.lowerBound
          expectedCount += e.count
          realCount += r.count
          body += e.prefix(Self.unalignedShown).map { "-" + TerminalText.shortened(comparison.expected[$0]) }
          body += r.prefix(Self.unalignedShown).map { "+" + TerminalText.shortened(comparison.real[$0]) }
          body.append(
            "\\ too different to align line by line: \(e.count) transcript lines against \(r.count) real lines"
              + " (at most the first \(Self.unalignedShown) of each shown)")
        }
      }
      let markdownLine = expectedStart.map { $0 < expectedLines.count ? expectedLines[$0] : endLine } ?? endLine
      lines.append("@@ -\(markdownLine),\(expectedCount) +\((realStart ?? comparison.real.count) + 1),\(realCount) @@")
      lines += body
    }
    text = lines.joined(separator: "\n")
  }

  /// How many lines of each side an unaligned stretch shows.
  static let unalignedShown = 10
}
