import Foundation
@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

/// An executor that hands every job to the engine's inbox: jobs that can run now, and
/// sleeps that wake after a delay of virtual time.
protocol InboxExecutor: SchedulingExecutor {}

extension InboxExecutor {
  /// A job that is not a task's is the continuation `Task.yield()` schedules (the
  /// runtime resumes the yielding task from it): it waits for the next frame, so a
  /// task yielding in a loop lets the clock and the other work go on.
  func enqueue(_ job: consuming ExecutorJob) {
    if job.kind == .task {
      JobInbox.shared.enqueue(UnownedJob(job))
    } else {
      JobInbox.shared.enqueueYielded(UnownedJob(job))
    }
  }

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
  /// The update loop drives the executor in a view scenario. A program whose top-level
  /// code awaits lands here, and its run's loop runs the jobs (``ProgramRun``).
  func run() throws {
    MainActor.assumeIsolated {
      if let program = ProgramRun.current { program.runJobs() }
    }
  }
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
