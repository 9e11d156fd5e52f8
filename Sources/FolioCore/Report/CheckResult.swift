import ScenarioWire

/// One check as data: what `--json` writes for it, and what JUnit, GitHub annotations
/// and a merged report are drawn from.
public struct CheckResult: Codable, Equatable, Sendable {
  /// How a check ended.
  public enum Outcome: String, Codable, Sendable {
    /// The text and the behaviour agree.
    case passed
    /// They disagree, or the code does not compile as the block says.
    case failed
    /// Folio could not do the check (``CheckResult/toolFailure``).
    case notRun = "not-run"
  }

  /// Its name in the book: the location of its block, `PATH:LINE:COLUMN`.
  var id: String
  /// What kind of check it is.
  var kind: CheckOutcome.Kind
  /// The shard unit it belongs to (``ShardPlan/Unit``): a scenario, or the block itself.
  public var unit: String
  /// The chapter file, as given on the command line.
  var chapter: String
  /// The chapter's title.
  var chapterTitle: String
  /// The scenario it runs or type-checks, if any.
  var scenario: String?
  /// Where its block starts.
  var location: SourceLocation
  /// How it ended.
  public var outcome: Outcome
  /// Everything that went wrong, each at its chapter location.
  var problems: [Diagnostic]
  /// What kept Folio from doing it.
  var toolFailure: ToolFailure?
  /// The unified diff, when the real output disagrees with the transcript.
  var diff: String?
  /// The last lines a stopped scenario printed, when they agree so far.
  var excerpt: [String]?
  /// For a failed transcript, the lines it expects (the mount output, then each action
  /// line and its output).
  var expected: [String]?
  /// For a failed transcript, the real lines, flattened like ``expected``.
  var real: [String]?
  /// What it cost this run.
  public var timing: CheckTiming
  /// For a transcript, the modelled engine rules its steps relied on (empty when none;
  /// absent for other checks): what `--strict-evidence` refuses.
  var modelledRules: [ModelledRuleUse]?

  /// Creates a result.
  init(
    id: String, kind: CheckOutcome.Kind, unit: String, chapter: String, chapterTitle: String, scenario: String?,
    location: SourceLocation, outcome: Outcome, problems: [Diagnostic] = [], toolFailure: ToolFailure? = nil,
    diff: String? = nil, excerpt: [String]? = nil, expected: [String]? = nil, real: [String]? = nil,
    timing: CheckTiming = CheckTiming()
  ) {
    self.id = id
    self.kind = kind
    self.unit = unit
    self.chapter = chapter
    self.chapterTitle = chapterTitle
    self.scenario = scenario
    self.location = location
    self.outcome = outcome
    self.problems = problems
    self.toolFailure = toolFailure
    self.diff = diff
    self.excerpt = excerpt
    self.expected = expected
    self.real = real
    self.timing = timing
  }

  /// Whether it counts in `N passed, N failed`: a scenario without transcripts counts
  /// only when it fails.
  var counts: Bool { kind != .scenarioTypecheck || outcome != .passed }

  /// What the report prints for it when it failed (problems, diff, excerpt), painted in `style`.
  func failureText(in style: TerminalStyle = .plain) -> String {
    ReportText.failedCheck(problems: problems, diff: diff, excerpt: excerpt, style: style)
  }

  /// The result of `outcome`, a check of `chapter`, with what produced it.
  init(_ outcome: CheckOutcome, chapter: CheckedChapter, scenario: String?, unit: String, run: TranscriptRun? = nil) {
    let failed = outcome.failed
    self.init(
      id: outcome.location.description, kind: outcome.kind, unit: unit, chapter: chapter.chapter.path,
      chapterTitle: chapter.chapter.title, scenario: scenario, location: outcome.location,
      outcome: outcome.passed ? .passed : failed ? .failed : .notRun,
      problems: outcome.problems.map(Diagnostic.init), toolFailure: outcome.toolFailure, diff: outcome.diff?.text,
      excerpt: outcome.excerpt, expected: failed ? run?.transcript.flattened.map(\.text) : nil,
      real: failed ? run?.realLines : nil, timing: outcome.timing)
    modelledRules = run.map(StrictEvidence.uses)
  }

  /// Every check of `chapter`, in chapter order.
  static func results(of chapter: CheckedChapter) -> [CheckResult] {
    let path = chapter.chapter.bookPath
    var results: [CheckResult] = []
    for block in chapter.blocks {
      switch block {
      case .transcript(let run, let outcome):
        let name = run.transcript.scenario
        results.append(
          CheckResult(
            outcome, chapter: chapter, scenario: name, unit: ShardPlan.unitID(scenario: name, chapter: path), run: run))
      case .swift(let typechecked, let outcome), .compileFail(let typechecked, let outcome):
        results.append(
          CheckResult(
            outcome, chapter: chapter, scenario: nil, unit: ShardPlan.unitID(block: typechecked.check)))
      case .plain, .ignored, .scenario: break
      }
    }
    for outcome in chapter.scenarioTypechecks {
      let name = chapter.extracted.scenarios.first { $0.location == outcome.location }?.name
      results.append(
        CheckResult(
          outcome, chapter: chapter, scenario: name,
          unit: ShardPlan.unitID(scenario: name ?? outcome.location.description, chapter: path)))
    }
    return results.sorted { $0.location < $1.location }
  }
}
