/// Aligns the expected lines of one step of a transcript with the real lines of that
/// step, in memory that does not grow with their product.
///
/// Lines are numbered first (equal text, equal number; a wildcard is ``wildcard``). The
/// verdict is a wildcard match, linear in time and memory: the part before the first
/// `...` must start the real lines, the part after the last must end them, and each part
/// between is found at its first occurrence (Knuth–Morris–Pratt), which is where the
/// minimum-cost alignment puts it too. Only a step that disagrees is aligned line by
/// line, by the minimum-cost table over what follows the lines both sides share at its
/// start; a table larger than ``stepCells``, or more cells than the comparison has left,
/// gives up and reports the rest of the step as one ``TranscriptComparison/Edit/unaligned(expected:real:)``.
enum LineAlignment {
  /// The number standing for an expected `...` line.
  static let wildcard = -1

  /// The most cells one step's table may have: 16 MiB of costs, about 1,450 lines a side.
  static let stepCells = 1 << 21

  /// The most cells the steps of one comparison may fill together, which bounds its time.
  static let totalCells = 1 << 24

  /// The cost of an unmatched line; a matched line earns 1 back, so among alignments
  /// with the fewest unmatched lines the one matching the most lines wins (this keeps
  /// lines of a step aligned in diffs).
  private static let unmatched = 1_000_000

  /// Appends to `edits` the alignment of `expected` with `real` (both slices keep the
  /// indices of the whole transcript), spending table cells from `cells`.
  static func align(
    _ expected: ArraySlice<Int>, _ real: ArraySlice<Int>, cells: inout Int,
    into edits: inout [TranscriptComparison.Edit]
  ) {
    if let matched = match(expected, real) {
      edits += matched
      return
    }
    // The lines both sides share at the start are matched by every best alignment.
    var e = expected.startIndex
    var r = real.startIndex
    while e < expected.endIndex, r < real.endIndex, expected[e] != wildcard, expected[e] == real[r] {
      edits.append(.same(expected: e, real: r))
      e += 1
      r += 1
    }
    let rows = expected.endIndex - e + 1
    let columns = real.endIndex - r + 1
    guard columns <= min(stepCells, cells) / rows else {
      edits.append(.unaligned(expected: e..<expected.endIndex, real: r..<real.endIndex))
      return
    }
    cells -= rows * columns
    edits += table(expected[e...], real[r...])
  }

  // MARK: - The verdict

  /// The alignment when `real` satisfies `expected`, `nil` when it does not. Each `...`
  /// takes as few lines as it can, and among `...` lines in a row the last takes them.
  static func match(_ expected: ArraySlice<Int>, _ real: ArraySlice<Int>) -> [TranscriptComparison.Edit]? {
    guard let lastWildcard = expected.lastIndex(of: wildcard) else {
      guard expected.elementsEqual(real) else { return nil }
      return zip(expected.indices, real.indices).map { .same(expected: $0, real: $1) }
    }
    var edits: [TranscriptComparison.Edit] = []
    func same(_ lines: Range<Int>, at position: Int) {
      for (offset, e) in lines.enumerated() { edits.append(.same(expected: e, real: position + offset)) }
    }
    // The part before the first `...` starts the real lines; the part after the last ends them.
    let head = expected.startIndex..<expected.firstIndex(of: wildcard)!
    let tail = (lastWildcard + 1)..<expected.endIndex
    let limit = real.endIndex - tail.count
    guard real.count >= head.count + tail.count, expected[head].elementsEqual(real.prefix(head.count)),
      expected[tail].elementsEqual(real[limit...])
    else { return nil }
    same(head, at: real.startIndex)
    var e = head.upperBound
    var r = real.startIndex + head.count
    while e <= lastWildcard {
      // `...` lines in a row: the earlier ones match nothing.
      var run = e
      while run < lastWildcard, expected[run + 1] == wildcard {
        edits.append(.wildcard(expected: run, real: r..<r))
        run += 1
      }
      let partEnd = run == lastWildcard ? expected.endIndex : expected[(run + 1)...].firstIndex(of: wildcard)!
      let part = (run + 1)..<partEnd
      let start: Int
      if run == lastWildcard {
        start = limit
      } else {
        guard let found = firstOccurrence(of: expected[part], in: real[r..<limit]) else { return nil }
        start = found
      }
      edits.append(.wildcard(expected: run, real: r..<start))
      same(part, at: start)
      e = part.upperBound
      r = start + part.count
    }
    return edits
  }

  /// Where `needle` first occurs in `haystack` (Knuth–Morris–Pratt: linear time).
  static func firstOccurrence(of needle: ArraySlice<Int>, in haystack: ArraySlice<Int>) -> Int? {
    let pattern = Array(needle)
    guard !pattern.isEmpty else { return haystack.startIndex }
    // border[i]: the length of the longest proper prefix of pattern[...i] that is also its suffix.
    var border = [Int](repeating: 0, count: pattern.count)
    var length = 0
    for i in pattern.indices.dropFirst() {
      while length > 0, pattern[i] != pattern[length] { length = border[length - 1] }
      if pattern[i] == pattern[length] { length += 1 }
      border[i] = length
    }
    length = 0
    for index in haystack.indices {
      while length > 0, haystack[index] != pattern[length] { length = border[length - 1] }
      if haystack[index] == pattern[length] { length += 1 }
      if length == pattern.count { return index - length + 1 }
    }
    return nil
  }

  // MARK: - The diff

  /// The minimum-cost alignment of a step that disagrees. Among equally good ones it
  /// prefers, from the start, a matched line, then a missing one, then an extra one.
  static func table(_ expected: ArraySlice<Int>, _ real: ArraySlice<Int>) -> [TranscriptComparison.Edit] {
    let n = expected.count
    let m = real.count
    let e0 = expected.startIndex
    let r0 = real.startIndex
    // cost[i * (m + 1) + j]: best cost aligning expected[e0 + i...] with real[r0 + j...].
    var cost = [Int](repeating: 0, count: (n + 1) * (m + 1))
    func at(_ i: Int, _ j: Int) -> Int { i * (m + 1) + j }
    for j in 0...m { cost[at(n, j)] = (m - j) * unmatched }
    for i in stride(from: n - 1, through: 0, by: -1) {
      let line = expected[e0 + i]
      cost[at(i, m)] = cost[at(i + 1, m)] + (line == wildcard ? 0 : unmatched)
      for j in stride(from: m - 1, through: 0, by: -1) {
        if line == wildcard {
          cost[at(i, j)] = min(cost[at(i + 1, j)], cost[at(i, j + 1)])
        } else {
          var best = unmatched + min(cost[at(i + 1, j)], cost[at(i, j + 1)])
          if line == real[r0 + j] { best = min(best, cost[at(i + 1, j + 1)] - 1) }
          cost[at(i, j)] = best
        }
      }
    }
    var edits: [TranscriptComparison.Edit] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i == n {
        edits.append(.extra(real: r0 + j))
        j += 1
      } else if expected[e0 + i] == wildcard {
        let start = j
        while j < m, cost[at(i, j)] != cost[at(i + 1, j)] { j += 1 }
        edits.append(.wildcard(expected: e0 + i, real: (r0 + start)..<(r0 + j)))
        i += 1
      } else if j < m, expected[e0 + i] == real[r0 + j], cost[at(i, j)] == cost[at(i + 1, j + 1)] - 1 {
        edits.append(.same(expected: e0 + i, real: r0 + j))
        i += 1
        j += 1
      } else if j == m || cost[at(i, j)] == unmatched + cost[at(i + 1, j)] {
        edits.append(.missing(expected: e0 + i))
        i += 1
      } else {
        edits.append(.extra(real: r0 + j))
        j += 1
      }
    }
    return edits
  }
}
