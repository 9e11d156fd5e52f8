import ScenarioWire

/// The verdicts of one comparison that rest on a modelled rule (a closure, a constant
/// or `ForEach` element binding), kept so that the rule is recorded on the step's
/// trace only when the comparison's outcome depended on it: a body would have run,
/// or not, had the rule said the opposite.
///
/// While a comparison is deciding, a leaf that a rule finds unequal counts as equal
/// and is noted; the comparison then says unequal on the evidence alone (nothing is
/// recorded), or unequal because of the noted rules (they are recorded), or equal, when
/// the rules that found leaves equal are recorded.
enum ModelledVerdicts {
  /// The rules that decided leaves of the comparison in progress.
  final class Collector: @unchecked Sendable {
    var unequalBy: [ModelledRule] = []
    var equalBy: [ModelledRule] = []
  }

  /// The comparison in progress on this thread, if any.
  @TaskLocal static var current: Collector?

  /// The outcome of `compare`, recording the modelled rules it depended on; inside
  /// another comparison, `compare` is part of that one.
  static func deciding(_ compare: () -> Bool) -> Bool {
    if current != nil { return compare() }
    let collector = Collector()
    guard $current.withValue(collector, operation: compare) else { return false }
    let decisive = collector.unequalBy.isEmpty ? collector.equalBy : collector.unequalBy
    for rule in decisive { UpdateTraceRecorder.useFromAnywhere(rule) }
    return collector.unequalBy.isEmpty
  }

  /// A leaf that `rule` finds unequal.
  static func unequal(by rule: ModelledRule) -> Bool {
    verdict(false, by: rule)
  }

  /// A leaf whose verdict, `equal`, `rule` gave.
  static func verdict(_ equal: Bool, by rule: ModelledRule) -> Bool {
    guard let current else { return equal }
    if equal { current.equalBy.append(rule) } else { current.unequalBy.append(rule) }
    return true
  }
}
