/// A check of a book as data: every check with its outcome, location and timing, the
/// book's own diagnostics and what kept Folio from working. `--json` writes it (shape:
/// docs/results-json.md), `folio merge` reads shards of it back, and the report, JUnit
/// file and GitHub annotations are all drawn from it.
public struct BookResults: Codable, Equatable, Sendable {
  /// The value of ``format``: what the file is.
  static let formatName = "folio-results"
  /// The version of the shape this folio writes and reads; a change that would mislead
  /// an older reader bumps it.
  static let currentVersion = 1

  /// Which book was checked, and how many checks it has in all.
  public struct Book: Codable, Equatable, Sendable {
    /// The chapter paths given on the command line.
    public var paths: [String]
    /// The SHA-256 of every chapter's path and bytes, and the landing page's: equal for
    /// the same files given the same way.
    var digest: String
    /// The checks of the whole book, in every shard together.
    var checks: Int

    /// Creates an identity.
    public init(paths: [String], digest: String, checks: Int) {
      self.paths = paths
      self.digest = digest
      self.checks = checks
    }
  }

  /// A shard's part of the plan.
  public struct ShardPart: Codable, Equatable, Sendable {
    /// Which shard, from 1.
    var index: Int
    /// How many shards.
    var count: Int
    /// The SHA-256 of the plan (``ShardPlan/digestText``): equal in every shard of one split.
    var plan: String

    /// Creates a part.
    public init(index: Int, count: Int, plan: String) {
      self.index = index
      self.count = count
      self.plan = plan
    }
  }

  /// Always ``formatName``.
  var format: String
  /// The shape's version (``currentVersion``).
  var version: Int
  /// The book.
  public var book: Book
  /// The SHA-256 of the compiler's version and the engine's bytes; `nil` when there was
  /// no engine to fingerprint.
  var engine: String?
  /// The part of the book this run checked (`--shard`); `nil` for the whole book.
  var shard: ShardPart?
  /// For results made by `folio merge`, how many shards they combine.
  var mergedShards: Int?
  /// Errors and warnings that belong to no check (loading, extraction), in book order.
  var diagnostics: [Diagnostic]
  /// What kept Folio from checking the book as a whole.
  public var toolFailures: [ToolFailure]
  /// Every check, in book order.
  public var checks: [CheckResult]
  /// Wall-clock seconds the run took (for merged results, the slowest shard's).
  var seconds: Double

  /// Creates results.
  init(
    book: Book, engine: String?, shard: ShardPart? = nil, mergedShards: Int? = nil, diagnostics: [Diagnostic],
    toolFailures: [ToolFailure], checks: [CheckResult], seconds: Double
  ) {
    format = Self.formatName
    version = Self.currentVersion
    self.book = book
    self.engine = engine
    self.shard = shard
    self.mergedShards = mergedShards
    self.diagnostics = diagnostics
    self.toolFailures = toolFailures
    self.checks = checks
    self.seconds = seconds
  }

  /// The results of `checked`, with what identifies the run.
  public init(_ checked: CheckedBook, book: Book, engine: String?, shard: ShardPart?, seconds: Double) {
    let report = checked.report
    self.init(
      book: book, engine: engine, shard: shard, diagnostics: report.diagnostics, toolFailures: report.toolFailures,
      checks: checked.chapters.flatMap(CheckResult.results(of:)).sorted { $0.location < $1.location },
      seconds: seconds)
  }

  // MARK: - The verdict

  /// Checks that agree.
  var passed: Int { checks.filter { $0.outcome == .passed && $0.counts }.count }
  /// Failed checks, plus one per error that belongs to no check.
  var failed: Int {
    checks.filter { $0.outcome == .failed }.count + diagnostics.filter { $0.severity == .error }.count
  }
  /// Checks a tool failure kept from running.
  var notRun: Int { checks.filter { $0.outcome == .notRun }.count }

  /// Every distinct tool failure with the checks it kept from running.
  var groupedToolFailures: [(failure: ToolFailure, notRun: [SourceLocation])] {
    ReportText.toolFailures(
      book: toolFailures, checks: checks.compactMap { check in check.toolFailure.map { ($0, check.location) } })
  }

  /// The exit status the run ends with.
  var exitStatus: ExitStatus { ExitStatus(failed: failed, toolFailures: groupedToolFailures.count) }

  /// The exit status with `--deny-warnings` when `denyingWarnings`: a warning fails a run
  /// that would otherwise agree, as an error does.
  public func exitStatus(denyingWarnings: Bool) -> ExitStatus {
    denyingWarnings && warnings > 0 && exitStatus == .agreed ? .failed : exitStatus
  }

  /// The closing line.
  var summary: String {
    ReportText.summary(passed: passed, failed: failed, notRun: notRun, toolFailures: groupedToolFailures.count)
  }

  /// Warnings among the diagnostics: they fail a run only with `--deny-warnings`.
  public var warnings: Int { diagnostics.count { $0.severity == .warning } }

  /// The report as `folio test` prints it.
  var rendered: String { rendered(in: .plain) }

  /// The report as ``rendered``, painted in `style`.
  public func rendered(in style: TerminalStyle) -> String {
    var entries = diagnostics.map { ReportText.Entry(location: $0.location, text: $0.rendered(in: style)) }
    for check in checks where check.outcome == .failed {
      entries.append(ReportText.Entry(location: check.location, text: check.failureText(in: style)))
    }
    return ReportText.render(
      toolFailures: groupedToolFailures.map { ReportText.toolFailure($0.failure, notRun: $0.notRun, style: style) },
      entries: entries, summary: summary)
  }

  // MARK: - Coding

  private enum CodingKeys: String, CodingKey {
    case format, version, book, engine, shard, mergedShards, summary, diagnostics, toolFailures, checks, seconds
  }

  /// The counts and exit status, written for readers of the file; recomputed, never
  /// read back.
  private struct Summary: Codable {
    var passed: Int
    var failed: Int
    var notRun: Int
    var exitStatus: Int32
  }

  /// Reads results; throws unless the file says it is results of this ``version``, so a
  /// reader never takes another shape for its own.
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    format = try container.decode(String.self, forKey: .format)
    version = try container.decode(Int.self, forKey: .version)
    guard format == Self.formatName else {
      throw DecodingError.dataCorruptedError(
        forKey: .format, in: container, debugDescription: "not \(Self.formatName) but '\(format)'")
    }
    guard version == Self.currentVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: "written in version \(version) of the results format; this folio reads \(Self.currentVersion)"
      )
    }
    book = try container.decode(Book.self, forKey: .book)
    engine = try container.decodeIfPresent(String.self, forKey: .engine)
    shard = try container.decodeIfPresent(ShardPart.self, forKey: .shard)
    mergedShards = try container.decodeIfPresent(Int.self, forKey: .mergedShards)
    diagnostics = try container.decode([Diagnostic].self, forKey: .diagnostics)
    toolFailures = try container.decode([ToolFailure].self, forKey: .toolFailures)
    checks = try container.decode([CheckResult].self, forKey: .checks)
    seconds = try container.decode(Double.self, forKey: .seconds)
  }

  /// Writes the results, with their summary.
  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(format, forKey: .format)
    try container.encode(version, forKey: .version)
    try container.encode(book, forKey: .book)
    try container.encodeIfPresent(engine, forKey: .engine)
    try container.encodeIfPresent(shard, forKey: .shard)
    try container.encodeIfPresent(mergedShards, forKey: .mergedShards)
    try container.encode(
      Summary(passed: passed, failed: failed, notRun: notRun, exitStatus: exitStatus.rawValue), forKey: .summary)
    try container.encode(diagnostics, forKey: .diagnostics)
    try container.encode(toolFailures, forKey: .toolFailures)
    try container.encode(checks, forKey: .checks)
    try container.encode(seconds, forKey: .seconds)
  }
}
