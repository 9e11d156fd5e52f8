import FolioCore

/// Which scenarios compile together: the compile stage's strategy, as a pure value.
///
/// Compiling a scenario costs a fixed part (starting swiftc, loading the engine's and
/// the standard modules: about 0.15 s here) plus a part that grows with its code. A
/// module of many scenarios pays the fixed part once, so a cold book compiles in a few
/// batches, one per core, each one swiftc invocation (measured in `make bench`: see the
/// README's Performance section). A handful of changed scenarios compile alone, in
/// parallel: a batch would not be faster, and alone is how their errors read best.
///
/// Every module also pays for what it emits about the engine's types it uses (metadata
/// accessors, debug information): measured here, 200 small scenarios cost about 7 s as
/// one module and 9 s as eight. So batches are as large as the cores allow, in a number
/// that is a multiple of the cores (no core idles through a last round), and hold at
/// most ``maxBatchSize`` scenarios, so that one broken scenario, which sends its batch
/// back to be compiled again without it (see ``ScenarioCompiler``), costs a bounded
/// amount of work.
///
/// Each round of batches also waits for its slowest module, its link and a new sandbox
/// before the next starts. This book's 102 scenarios, planned in batches of at most 50,
/// compiled in two rounds of two; measured here (release swiftc, two at a time, in
/// turns), two batches of 51 took 2.9–3.1 s against 3.1–3.3 s for four of 25, before
/// folio's own cost per round. So the bound is as large as one broken scenario may
/// reasonably cost: a batch of 100 such scenarios compiles in about 3 s here.
struct CompilePlan: Equatable {
  /// The modules to compile, each a list of indices into the planned units; a module
  /// of one unit is that unit compiled alone.
  var modules: [[Int]]

  /// The largest batch.
  static let maxBatchSize = 100

  /// Plans `sizes.count` units of the given source sizes; only those marked `batchable`
  /// may share a module. Modules come largest first, so the longest compile starts first.
  static func make(sizes: [Int], batchable: [Bool], jobs: Int, maxBatchSize: Int = maxBatchSize) -> CompilePlan {
    let all = Array(sizes.indices)
    guard sizes.count > max(1, jobs) else { return CompilePlan(modules: all.map { [$0] }) }
    let members = all.filter { batchable[$0] }.sorted { (sizes[$0], $1) > (sizes[$1], $0) }
    let alone = all.filter { !batchable[$0] }.map { [$0] }
    guard !members.isEmpty else { return CompilePlan(modules: alone) }
    let cores = max(1, jobs)
    let rounds = (members.count + cores * maxBatchSize - 1) / (cores * maxBatchSize)
    let count = min(members.count, cores * rounds)
    var batches = [[Int]](repeating: [], count: count)
    var totals = [Int](repeating: 0, count: count)
    // Longest first into the lightest batch that has room: batches of similar cost.
    for index in members {
      let target =
        totals.indices.filter { batches[$0].count < maxBatchSize }.min { (totals[$0], $0) < (totals[$1], $1) }
        ?? totals.indices.min { totals[$0] < totals[$1] }!
      batches[target].append(index)
      totals[target] += sizes[index] + fixedCost
    }
    let total = { (module: [Int]) in module.reduce(0) { $0 + sizes[$1] + fixedCost } }
    return CompilePlan(modules: (batches.map { $0.sorted() } + alone).sorted { total($0) > total($1) })
  }

  /// The fixed cost of a unit, in bytes of source it is worth: keeps many tiny
  /// scenarios from piling into one batch.
  static let fixedCost = 400
}
