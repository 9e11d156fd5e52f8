/// Compares a transcript's expected lines with the real output.
///
/// The transcript and the real output are compared step by step: the action lines are
/// the same on both sides (the real output is flattened with the transcript's own action
/// lines), so the lines after each action are compared with the lines that action really
/// printed, and no expected line is ever matched with another step's output. Lines are
/// compared after removing trailing white space; trailing blank lines on either side are
/// ignored; an expected `...` line matches any number of real lines of its step,
/// including none. Within a step the comparison is a minimum-cost alignment, so it both
/// decides the match and yields the edit script the diff shows when there is none
/// (``LineAlignment`` keeps both in memory proportional to the transcript).
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
    /// These expected and real lines disagree, and are too many to align line by line.
    case unaligned(expected: Range<Int>, real: Range<Int>)
  }

  /// The expected lines, normalised.
  var expected: [String]
  /// The real lines, normalised.
  var real: [String]
  /// The alignment, in order.
  public var edits: [Edit]

  /// Whether the real output satisfies the transcript.
  var matches: Bool {
    edits.allSatisfy { edit in
      switch edit {
      case .same, .wildcard: return true
      case .missing, .extra, .unaligned: return false
      }
    }
  }

  /// The index of the first expected line at which the two disagree (for an extra real
  /// line: the expected line it would precede, possibly `expected.count`).
  var firstDisagreement: Int? {
    var nextExpected = 0
    for edit in edits {
      switch edit {
      case .same(let e, _), .wildcard(let e, _): nextExpected = e + 1
      case .missing(let e): return e
      case .unaligned(let e, _): return e.lowerBound
      case .extra: return nextExpected
      }
    }
    return nil
  }

  /// Compares a transcript with what its scenario really did.
  public init(transcript: Transcript, real: RealTranscript) {
    let expected = transcript.flattened
    var expectedActions: [Int] = []
    var position = transcript.mount.count
    for step in transcript.steps {
      expectedActions.append(position)
      position += 1 + step.expected.count
    }
    var realActions: [Int] = []
    position = real.mount.count
    for index in 0..<min(real.reachedStep, transcript.steps.count) {
      realActions.append(position)
      position += 1 + real.steps[index].count
    }
    self.init(
      expected: expected.map(\.text), wildcards: expected.map(\.isWildcard), expectedActions: expectedActions,
      real: real.flattened(actionLines: transcript.steps.map(\.source)), realActions: realActions)
  }

  /// Compares flattened lines, in which the lines starting with `> ` are the actions and
  /// every `...` line is a wildcard (for output that contains no such line).
  init(expected: [String], real: [String]) {
    let expected = Self.normalise(expected)
    let real = Self.normalise(real)
    self.init(
      expected: expected, wildcards: expected.map { $0 == "..." },
      expectedActions: expected.indices.filter { TranscriptParser.isActionLine(expected[$0]) }, real: real,
      realActions: real.indices.filter { TranscriptParser.isActionLine(real[$0]) })
  }

  /// Compares flattened lines whose actions are at the given indices.
  ///
  /// Steps are paired while both sides have a next action with the same text; what
  /// follows the last pair (a crash's unreached actions) is compared as one step.
  init(expected: [String], wildcards: [Bool], expectedActions: [Int], real: [String], realActions: [Int]) {
    let expected = Self.normalise(expected)
    let real = Self.normalise(real)
    var numbers: [String: Int] = [:]
    func number(_ line: String) -> Int {
      if let known = numbers[line] { return known }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    let expectedNumbers = expected.indices.map { wildcards[$0] ? LineAlignment.wildcard : number(expected[$0]) }
    let realNumbers = real.map(number)
    var edits: [Edit] = []
    var cells = LineAlignment.totalCells
    var e = 0
    var r = 0
    for (expectedAction, realAction) in zip(expectedActions, realActions) {
      guard expectedAction < expectedNumbers.count, realAction < realNumbers.count,
        expectedNumbers[expectedAction] == realNumbers[realAction]
      else { break }
      LineAlignment.align(
        expectedNumbers[e..<expectedAction], realNumbers[r..<realAction], cells: &cells, into: &edits)
      edits.append(.same(expected: expectedAction, real: realAction))
      e = expectedAction + 1
      r = realAction + 1
    }
    LineAlignment.align(expectedNumbers[e...], realNumbers[r...], cells: &cells, into: &edits)
    self.expected = expected
    self.real = real
    self.edits = edits
  }

  /// Trailing white space removed from each line, then trailing blank lines dropped.
  static func normalise(_ lines: [String]) -> [String] {
    var result = lines.map(\.droppingTrailingWhitespace)
    while result.last == "" { result.removeLast() }
    return result
  }
}
