/// Compares a transcript's expected lines with the real output.
///
/// Lines are compared after removing trailing white space; trailing blank lines on
/// either side are ignored; an expected line that is exactly `...` matches any number
/// of real lines, including none. The comparison is a minimum-cost alignment (dynamic
/// programming), so it both decides the match (cost 0) and yields the edit script the
/// diff shows when there is none.
public struct TranscriptComparison: Equatable, Sendable {
  /// One step of the alignment between expected and real lines.
  public enum Edit: Equatable, Sendable {
    /// The expected line at this index equals the real line at that index.
    case same(expected: Int, real: Int)
    /// The `...` line at this index matched these real lines.
    case wildcard(expected: Int, real: Range<Int>)
    /// The expected line at this index is not in the real output.
    case missing(expected: Int)
    /// The real line at this index was not expected.
    case extra(real: Int)
  }

  /// The expected lines, normalised.
  public var expected: [String]
  /// The real lines, normalised.
  public var real: [String]
  /// The alignment, in order.
  public var edits: [Edit]

  /// Whether the real output satisfies the transcript.
  public var matches: Bool {
    edits.allSatisfy { edit in
      switch edit {
      case .same, .wildcard: return true
      case .missing, .extra: return false
      }
    }
  }

  /// The index of the first expected line at which the two disagree (for an extra real
  /// line: the expected line it would precede, possibly `expected.count`).
  public var firstDisagreement: Int? {
    var nextExpected = 0
    for edit in edits {
      switch edit {
      case .same(let e, _), .wildcard(let e, _): nextExpected = e + 1
      case .missing(let e): return e
      case .extra: return nextExpected
      }
    }
    return nil
  }

  /// Compares expected lines with real ones.
  public init(expected: [String], real: [String]) {
    self.expected = Self.normalise(expected)
    self.real = Self.normalise(real)
    self.edits = Self.align(self.expected, self.real)
  }

  /// Trailing white space removed from each line, then trailing blank lines dropped.
  public static func normalise(_ lines: [String]) -> [String] {
    var result = lines.map { line -> String in
      var line = Substring(line)
      while let last = line.last, last.isWhitespace { line = line.dropLast() }
      return String(line)
    }
    while result.last == "" { result.removeLast() }
    return result
  }

  /// The cost of an unmatched line; a matched line earns 1 back, so among alignments
  /// with the fewest unmatched lines the one matching the most lines wins (this keeps
  /// action lines aligned in diffs).
  private static let unmatched = 1_000_000

  private static func align(_ expected: [String], _ real: [String]) -> [Edit] {
    let n = expected.count
    let m = real.count
    // cost[i][j]: best cost aligning expected[i...] with real[j...].
    var cost = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for j in 0...m { cost[n][j] = (m - j) * unmatched }
    for i in stride(from: n - 1, through: 0, by: -1) {
      cost[i][m] = cost[i + 1][m] + (expected[i] == "..." ? 0 : unmatched)
      for j in stride(from: m - 1, through: 0, by: -1) {
        if expected[i] == "..." {
          cost[i][j] = min(cost[i + 1][j], cost[i][j + 1])
        } else {
          var best = unmatched + min(cost[i + 1][j], cost[i][j + 1])
          if expected[i] == real[j] { best = min(best, cost[i + 1][j + 1] - 1) }
          cost[i][j] = best
        }
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i == n {
        edits.append(.extra(real: j))
        j += 1
      } else if expected[i] == "..." {
        let start = j
        while j < m, cost[i][j] != cost[i + 1][j] { j += 1 }
        edits.append(.wildcard(expected: i, real: start..<j))
        i += 1
      } else if j < m, expected[i] == real[j], cost[i][j] == cost[i + 1][j + 1] - 1 {
        edits.append(.same(expected: i, real: j))
        i += 1
        j += 1
      } else if j == m || cost[i][j] == unmatched + cost[i + 1][j] {
        edits.append(.missing(expected: i))
        i += 1
      } else {
        edits.append(.extra(real: j))
        j += 1
      }
    }
    return edits
  }
}
