import ScenarioWire

/// `--strict-evidence`: a transcript fails where a step's output rests on a modelled
/// engine rule (``ModelledRule``), with an error at that step's action line naming the
/// rule and the README section that explains it.
public enum StrictEvidence {
  /// The modelled rules `run`'s steps relied on, in step order (0 is the first showing).
  static func uses(in run: TranscriptRun) -> [ModelledRuleUse] {
    run.real.modelledRules.sorted { $0.key < $1.key }.flatMap { step, rules in
      rules.map { ModelledRuleUse(step: step, rule: $0) }
    }
  }

  /// The errors `--strict-evidence` adds to `run`: one per step and rule.
  public static func problems(of run: TranscriptRun) -> [FolioError] {
    uses(in: run).map { use in
      let steps = run.transcript.steps
      let location =
        use.step >= 1 && use.step <= steps.count
        ? SourceLocation(path: run.transcript.location.path, line: steps[use.step - 1].line)
        : run.transcript.location
      return .modelledRuleRelied(location, scenario: run.transcript.scenario, rule: use.rule)
    }
  }
}

/// A modelled engine rule one step of a transcript relied on, as `--json` reports it.
struct ModelledRuleUse: Codable, Hashable, Sendable {
  /// The step: 0 is the first showing, `n` follows the transcript's `n`-th action.
  var step: Int
  /// The rule's stable identifier (`closures-never-equal`).
  var rule: ModelledRule
  /// The heading of the engine README's section that explains it.
  var section: String

  /// The use of `rule` by `step`.
  init(step: Int, rule: ModelledRule) {
    self.step = step
    self.rule = rule
    self.section = rule.section
  }
}
