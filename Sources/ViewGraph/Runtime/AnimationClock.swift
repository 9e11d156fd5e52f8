/// Animations as time: the transaction an update carries, and the animations that
/// are running on the virtual clock with the completions waiting for them.
///
/// `withTransaction` (and `withAnimation`) runs its body at once; the views the body's
/// writes invalidate are the views its animation animates. Their update carries the
/// transaction. A completion is scheduled on the virtual clock at the animation's
/// logical or removed duration (`AnimationTiming`) and runs as an action of that
/// frame; with no animation, or when the body changed no view, it runs right after
/// the update (SwiftUI calls a completion once the transaction has created no
/// animation to wait for).
@MainActor
final class AnimationClock {
  /// Counts update passes: a modifier's transaction is worked out once per pass.
  private(set) var pass = 0
  /// The transaction of the writes the next update pass brings to the views.
  private var pendingTransaction: Transaction?
  private var running: [RunningAnimation] = []
  /// The views invalidated since the innermost transaction in progress began (nil
  /// outside one).
  private var invalidated: Set<ObjectIdentifier>?
  /// Whether a transaction nested in the one in progress invalidated views.
  private var nestedInvalidated = false
  private var nextID = 0

  /// One animation started by a transaction.
  private struct RunningAnimation {
    let id: Int
    let start: Duration
    let timing: AnimationTiming
    /// The views whose change it animates.
    let views: Set<ObjectIdentifier>
    var removedAt: Duration { start + Self.duration(timing.removed) }

    static func duration(_ seconds: Double) -> Duration {
      .nanoseconds(Int64((seconds * 1_000_000_000).rounded()))
    }
  }

  /// The transaction of the update in progress, before any modifier changes it.
  var currentTransaction: Transaction { pendingTransaction ?? Transaction() }

  /// Runs `body` in `transaction` in the current runtime (without one, `body` runs
  /// and the completions right after it).
  nonisolated static func run<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    var result: Result?
    try MainActor.assumeIsolated {
      guard let runtime = ViewRuntime.current else {
        result = try body()
        for completion in transaction.completions { completion.run() }
        return
      }
      result = try runtime.animationClock.perform(transaction, in: runtime, body)
    }
    return result!
  }

  private func perform<Result>(_ transaction: Transaction, in runtime: ViewRuntime, _ body: () throws -> Result)
    rethrows -> Result
  {
    let outer = invalidated
    let outerNestedInvalidated = nestedInvalidated
    invalidated = []
    nestedInvalidated = false
    defer {
      let own = invalidated ?? []
      invalidated = outer.map { $0.union(own) }
      nestedInvalidated = outerNestedInvalidated || (outer != nil && !own.isEmpty)
    }
    let result = try body()
    // A nested transaction's views are also the outer one's: **modelled**, SwiftUI
    // updates a view once with one transaction for all the writes that reached it.
    if nestedInvalidated, !transaction.completions.isEmpty { runtime.trace.use(.nestedAnimationCompletion) }
    start(transaction, animating: invalidated ?? [], in: runtime)
    return result
  }

  private func start(_ transaction: Transaction, animating views: Set<ObjectIdentifier>, in runtime: ViewRuntime) {
    if !views.isEmpty { pendingTransaction = transaction }
    guard let animation = transaction.animation, !views.isEmpty else {
      for completion in transaction.completions { runtime.actionQueue.append(completion.run) }
      return
    }
    let now = runtime.scheduler.now
    running.removeAll { $0.removedAt < now }
    nextID += 1
    let record = RunningAnimation(id: nextID, start: now, timing: animation.timing, views: views)
    running.append(record)
    // Whatever changed, a change that invalidated a view counts as animated.
    if !transaction.completions.isEmpty { runtime.trace.use(.invalidationCountsAsAnimated) }
    for completion in transaction.completions {
      if completion.criteria.isRemoved, animation.timing.settlesByTolerance {
        runtime.trace.use(.springSettleTolerance)
      }
      let seconds = completion.criteria.isRemoved ? animation.timing.removed : animation.timing.logical
      guard seconds.isFinite else { continue }  // a repeating animation never completes
      runtime.scheduler.schedule(
        after: RunningAnimation.duration(seconds),
        .callback { [weak self, weak runtime] in
          guard let self, let runtime else { return }
          if completion.criteria.isRemoved {
            self.completeWhenRemoved(record, completion, in: runtime)
          } else {
            runtime.actionQueue.append(completion.run)
          }
        })
    }
  }

  /// A `.removed` completion waits for every later animation of the same views that
  /// is still running (Apple: it fires "when all of the created animations are
  /// complete"); **modelled:** "the same views" are views both transactions changed.
  private func completeWhenRemoved(
    _ record: RunningAnimation, _ completion: AnimationCompletion, in runtime: ViewRuntime
  ) {
    let now = runtime.scheduler.now
    let candidates = running.filter { $0.id > record.id && $0.removedAt > now }
    // Which later animations count is the engine's judgement of "the same views".
    if !candidates.isEmpty { runtime.trace.use(.sameViewsByInvalidation) }
    if candidates.contains(where: \.timing.settlesByTolerance) { runtime.trace.use(.springSettleTolerance) }
    let later = candidates.filter { !$0.views.isDisjoint(with: record.views) }
    guard let last = later.map(\.removedAt).max() else {
      runtime.actionQueue.append(completion.run)
      return
    }
    guard later.allSatisfy({ $0.timing.removed.isFinite }) else { return }
    runtime.scheduler.schedule(
      after: last - now,
      .callback { [weak self, weak runtime] in
        guard let self, let runtime else { return }
        self.completeWhenRemoved(record, completion, in: runtime)
      })
  }

  /// A view was invalidated (by a write, a publisher, an environment change): inside
  /// a transaction it is one of the views its animation animates.
  func noteInvalidation(of node: ViewNode) {
    invalidated?.insert(ObjectIdentifier(node))
  }

  /// An update pass ended: its transaction is spent.
  func passDidEnd() {
    pass += 1
    pendingTransaction = nil
  }
}
