@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
import Foundation

/// Where Swift concurrency hands the engine its jobs: every main-actor and global job
/// of a scenario process arrives here and runs on the main thread, in order, when the
/// update loop says so. That makes task scheduling deterministic (rule 7.1).
final class JobInbox: @unchecked Sendable {
  static let shared = JobInbox()

  private let lock = NSLock()
  private var ready: [UnownedJob] = []
  private var timed: [(delay: Duration, job: UnownedJob)] = []

  /// Adds a job that can run now.
  func enqueue(_ job: UnownedJob) {
    lock.lock()
    ready.append(job)
    lock.unlock()
  }

  /// Adds a job that wakes after `delay` of virtual time (a `Task.sleep`).
  func enqueue(_ job: UnownedJob, after delay: Duration) {
    lock.lock()
    timed.append((delay, job))
    lock.unlock()
  }

  /// Takes everything that arrived since the last call, in arrival order.
  func take() -> (ready: [UnownedJob], timed: [(delay: Duration, job: UnownedJob)]) {
    lock.lock()
    defer {
      ready = []
      timed = []
      lock.unlock()
    }
    return (ready, timed)
  }
}

/// Converts a deadline on one of the standard clocks into the delay it stands for.
///
/// `Task.sleep(for:)` turns its duration into a deadline on the real clock just
/// before the executor sees it; the delay is that deadline minus the real clock now,
/// rounded to whole milliseconds to remove the microseconds spent in between.
enum SleepDeadline {
  static func delay<C: Clock>(until instant: C.Instant, clock: C) -> Duration {
    let raw: Duration
    if let instant = instant as? _Concurrency.ContinuousClock.Instant {
      raw = _Concurrency.ContinuousClock.now.duration(to: instant)
    } else if let instant = instant as? _Concurrency.SuspendingClock.Instant {
      raw = _Concurrency.SuspendingClock.now.duration(to: instant)
    } else {
      raw = .zero
    }
    return roundedToMilliseconds(raw)
  }

  static func roundedToMilliseconds(_ duration: Duration) -> Duration {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + Int64((Double(attoseconds) / 1e15).rounded())
    return .milliseconds(max(0, milliseconds))
  }
}
