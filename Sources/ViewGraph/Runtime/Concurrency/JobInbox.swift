import Foundation
@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

/// Where Swift concurrency hands the engine its jobs: every main-actor and global job
/// of a scenario process arrives here and runs on the main thread, in order, when the
/// update loop says so. That makes task scheduling deterministic (rule 7.1).
final class JobInbox: @unchecked Sendable {
  static let shared = JobInbox()

  private let lock = NSLock()
  private var ready: [UnownedJob] = []
  private var yielded: [UnownedJob] = []
  private var timed: [(delay: Duration, job: UnownedJob)] = []

  /// Adds a job that can run now.
  func enqueue(_ job: UnownedJob) {
    lock.lock()
    ready.append(job)
    lock.unlock()
  }

  /// Adds the job that resumes a task after `Task.yield()`: it runs in the next frame.
  func enqueueYielded(_ job: UnownedJob) {
    lock.lock()
    yielded.append(job)
    lock.unlock()
  }

  /// Adds a job that wakes after `delay` of virtual time (a `Task.sleep`).
  func enqueue(_ job: UnownedJob, after delay: Duration) {
    lock.lock()
    timed.append((delay, job))
    lock.unlock()
  }

  /// Takes everything that arrived since the last call, in arrival order.
  func take() -> (ready: [UnownedJob], yielded: [UnownedJob], timed: [(delay: Duration, job: UnownedJob)]) {
    lock.lock()
    defer {
      ready = []
      yielded = []
      timed = []
      lock.unlock()
    }
    return (ready, yielded, timed)
  }
}

/// Converts a deadline on one of the standard clocks into the delay it stands for.
///
/// In a scenario process the clocks read virtual time (`VirtualTime`), so the
/// deadline `Task.sleep(for:)` computed is exactly the virtual now plus its duration.
enum SleepDeadline {
  static func delay<C: Clock>(until instant: C.Instant, clock: C) -> Duration {
    if let instant = instant as? _Concurrency.ContinuousClock.Instant {
      return max(.zero, _Concurrency.ContinuousClock.now.duration(to: instant))
    }
    if let instant = instant as? _Concurrency.SuspendingClock.Instant {
      return max(.zero, _Concurrency.SuspendingClock.now.duration(to: instant))
    }
    if let duration = clock.now.duration(to: instant) as? Duration { return max(.zero, duration) }
    return .zero
  }
}
