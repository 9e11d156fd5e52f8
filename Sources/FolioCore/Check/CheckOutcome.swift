/// The result of one check: a transcript, a standalone `swift` block, or a
/// `compile-fail` block.
public struct CheckOutcome: Equatable, Sendable {
  /// What kind of check it is.
  enum Kind: String, Equatable, Codable, Sendable {
    /// A transcript run against its scenario.
    case transcript
    /// A `swift` block that must compile.
    case swiftBlock = "swift"
    /// A `compile-fail` block that must not.
    case compileFail = "compile-fail"
    /// A scenario without transcripts, only type-checked (counted only when it fails).
    case scenarioTypecheck = "scenario-typecheck"
  }

  /// The kind of check.
  var kind: Kind
  /// Where the checked block starts.
  var location: SourceLocation
  /// Everything that went wrong (empty when it passed).
  var problems: [FolioError]
  /// The diff, when the real output disagrees with the transcript.
  var diff: UnifiedDiff?
  /// The last lines a crashed or stopped scenario printed, when they agree with the
  /// transcript so far (when they do not, the diff shows them).
  var excerpt: [String]?
  /// What kept Folio from doing this check: then it neither passed nor failed, it did
  /// not run (``ran``), and the command exits 3.
  var toolFailure: ToolFailure?
  /// What the check cost this run.
  var timing = CheckTiming()

  /// Creates an outcome.
  init(
    kind: Kind, location: SourceLocation, problems: [FolioError], diff: UnifiedDiff? = nil, excerpt: [String]? = nil,
    toolFailure: ToolFailure? = nil
  ) {
    self.kind = kind
    self.location = location
    self.problems = problems
    self.diff = diff
    self.excerpt = excerpt
    self.toolFailure = toolFailure
  }

  /// How many of the last lines ``excerpt`` keeps.
  static let excerptLength = 8

  /// Whether the text and the behaviour agree.
  var passed: Bool { ran && problems.isEmpty && diff == nil }

  /// Whether Folio could do the check at all (no ``toolFailure``).
  var ran: Bool { toolFailure == nil }

  /// Whether the check ran and the text and the behaviour disagree: the author's to fix.
  var failed: Bool { ran && !passed }
}
