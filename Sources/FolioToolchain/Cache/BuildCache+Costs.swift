import FolioCore
import Foundation

extension BuildCache {
  /// The last known seconds of each of `units` (``ShardPlan/Unit``) that has one: what
  /// `--shard` weighs them by. (`package`: the pipeline plans shards; the costs are the
  /// cache's own record, not a service of the toolchain.)
  package func costs(of units: [ShardPlan.Unit]) -> [String: Double] {
    var costs: [String: Double] = [:]
    for unit in units {
      let key = Self.costKey(unit.id)
      guard let data = read(.costs, key: key),
        let seconds = Double(String(decoding: data, as: UTF8.self)), seconds.isFinite, seconds >= 0
      else { continue }
      costs[unit.id] = seconds
    }
    return costs
  }

  /// Keeps what each unit cost in `results`, for units every check of which was
  /// compiled or run this time (a cached check says nothing of its cost).
  package func recordCosts(_ results: BookResults) {
    var seconds: [String: Double] = [:]
    var measured: [String: Bool] = [:]
    for check in results.checks {
      seconds[check.unit, default: 0] += check.timing.seconds
      measured[check.unit] = (measured[check.unit] ?? true) && !check.timing.cached && check.outcome != .notRun
    }
    for (unit, total) in seconds where measured[unit] == true {
      let key = Self.costKey(unit)
      store(Data(String(total).utf8), as: .costs, key: key)
    }
  }

  private static func costKey(_ unit: String) -> String { StableHash.key("cost\u{0}" + unit) }
}
