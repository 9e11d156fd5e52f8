import Foundation
@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

/// An executor that hands every job to the engine's inbox: jobs that can run now, and
/// sleeps that wake after a delay of virtual time.
protocol InboxExecutor: SchedulingExecutor {}

extension InboxExecutor {
  func enqueue(_ job: consuming ExecutorJob) { JobInbox.shared.enqueue(UnownedJob(job)) }

  func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
  ) {
    let instant = clock.now.advanced(by: delay)
    JobInbox.shared.enqueue(UnownedJob(job), after: SleepDeadline.delay(until: instant, clock: clock))
  }

  func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
  ) {
    JobInbox.shared.enqueue(UnownedJob(job), after: SleepDeadline.delay(until: instant, clock: clock))
  }
}

/// The main executor of a scenario process: main-actor jobs wait in the engine's
/// inbox until the update loop runs them; sleeps wait for the virtual clock.
final class VirtualMainExecutor: MainExecutor, InboxExecutor, @unchecked Sendable {
  /// The update loop drives the executor; there is no run loop of its own.
  func run() throws {}
  func runUntil(_ condition: () -> Bool) throws {}
  func stop() {}

  func isSameExclusiveExecutionContext(other: VirtualMainExecutor) -> Bool { self === other }
}

/// The global executor of a scenario process: work that would run on a thread pool
/// runs on the main thread in order instead, so output never depends on timing.
final class VirtualGlobalExecutor: TaskExecutor, InboxExecutor, @unchecked Sendable {}

/// Installs the virtual executors for the whole process; must run before any task
/// is created. Only scenario processes do this: a test runner keeps its executors,
/// and there task jobs are not run by the engine.
enum VirtualExecutors {
  nonisolated(unsafe) static let main = VirtualMainExecutor()
  nonisolated(unsafe) static let global = VirtualGlobalExecutor()
  nonisolated(unsafe) private(set) static var isInstalled = false

  enum Factory: ExecutorFactory {
    static var mainExecutor: any MainExecutor { VirtualExecutors.main }
    static var defaultExecutor: any TaskExecutor { VirtualExecutors.global }
  }

  static func install() {
    guard !isInstalled else { return }
    isInstalled = true
    _createExecutors(factory: Factory.self)
  }
}
