import FolioCore

/// At most `count` jobs at once, across every task that asks: compilers started by
/// fallbacks inside a batch's task still wait for a free core.
actor JobSlots {
  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Creates `count` slots (at least one).
  init(_ count: Int) {
    free = max(1, count)
  }

  /// Runs `work` once a slot is free.
  func run<T: Sendable>(_ work: @Sendable () async -> T) async -> T {
    if free > 0 {
      free -= 1
    } else {
      await withCheckedContinuation { waiting.append($0) }
    }
    let result = await work()
    if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    return result
  }
}
