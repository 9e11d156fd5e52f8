import Foundation
@_spi(ExperimentalCustomExecutors) import _Concurrency

/// The virtual clock and the main thread's queue of work.
///
/// Time moves only when the update loop advances it (frames, `wait`). Work that can
/// run now (task jobs, `DispatchQueue.main.async` blocks, fired timers) runs in
/// first-in, first-out order; timed work runs in order of due time, ties in order of
/// scheduling. Nothing depends on the wall clock or on threads (rule 7.1).
@MainActor
final class Scheduler {
  /// Virtual time since the mount.
  private(set) var now: Duration = .zero {
    didSet { VirtualTime.now = now }
  }
  private var ready: [Work] = []
  /// Jobs resuming tasks that yielded: they run in the next frame.
  private var yielded: [Work] = []
  private var timers: [TimedWork] = []
  private var sequence = 0
  /// The clock reads counted when the clock last moved to a frame's time (nil when it
  /// last moved to a timer's due time or a `wait`'s end).
  private var readsAtFrameTime: Int64?

  /// Something to run on the main thread.
  enum Work {
    case job(UnownedJob)
    case callback(() -> Void)
  }

  private struct TimedWork {
    let due: Duration
    let sequence: Int
    let work: Work
  }

  init() { VirtualTime.now = .zero }

  /// Work that can run at once.
  var hasReadyWork: Bool {
    importInbox()
    return !ready.isEmpty
  }

  /// Whether a task that yielded waits for the next frame.
  var hasYieldedWork: Bool {
    importInbox()
    return !yielded.isEmpty
  }

  /// Makes the work of tasks that yielded before now ready; false when there was none.
  @discardableResult
  func releaseYielded() -> Bool {
    importInbox()
    guard !yielded.isEmpty else { return false }
    ready += yielded
    yielded = []
    return true
  }

  /// Adds work that runs as soon as the loop runs ready work.
  func enqueue(_ work: Work) {
    importInbox()  // jobs handed over earlier keep their place in line
    ready.append(work)
  }

  /// Adds work due `delay` from now; returns a token that cancels it.
  @discardableResult
  func schedule(after delay: Duration, _ work: Work) -> Int {
    importInbox()
    return insert(after: delay, work)
  }

  private func insert(after delay: Duration, _ work: Work) -> Int {
    sequence += 1
    let timer = TimedWork(due: now + max(delay, .zero), sequence: sequence, work: work)
    let index = timers.firstIndex { ($0.due, $0.sequence) > (timer.due, timer.sequence) } ?? timers.endIndex
    timers.insert(timer, at: index)
    return sequence
  }

  /// Forgets timed work that has not run yet.
  func cancel(_ token: Int) { timers.removeAll { $0.sequence == token } }

  /// Moves the jobs Swift concurrency handed over into the queues.
  func importInbox() {
    let (jobs, yieldedJobs, sleepers) = JobInbox.shared.take()
    for job in jobs { ready.append(.job(job)) }
    for job in yieldedJobs { yielded.append(.job(job)) }
    for sleeper in sleepers { insert(after: sleeper.delay, .job(sleeper.job)) }
  }

  /// The next ready work, if any.
  func nextReady() -> Work? {
    importInbox()
    return ready.isEmpty ? nil : ready.removeFirst()
  }

  /// The due time of the earliest timed work, if any.
  var nextDue: Duration? {
    importInbox()
    return timers.first?.due
  }

  /// Advances the clock to the earliest timed work due at or before `limit` and makes
  /// it ready; returns false when nothing is due by then.
  func fireNext(notAfter limit: Duration) -> Bool {
    importInbox()
    guard let first = timers.first, first.due <= limit else { return false }
    timers.removeFirst()
    if first.due > now { move(to: first.due, atFrameRate: false) }
    ready.append(first.work)
    return true
  }

  /// Moves the clock forward to `time` (never backward): a frame's time, unless
  /// `atFrameRate` is false (the end of a `wait`).
  func advance(to time: Duration, atFrameRate: Bool = true) {
    if time > now { move(to: time, atFrameRate: atFrameRate) }
  }

  private func move(to time: Duration, atFrameRate: Bool) {
    noteClockReads()
    now = time
    readsAtFrameTime = atFrameRate ? VirtualTime.clockReads : nil
  }

  /// Records that the step relied on the frame rate if scenario code read the clock
  /// while it showed a frame's time, a multiple of 1/60 s since the last timer.
  func noteClockReads() {
    guard let reads = readsAtFrameTime, VirtualTime.clockReads > reads else { return }
    ViewRuntime.current?.trace.use(.sixtyFramesPerSecond)
    readsAtFrameTime = VirtualTime.clockReads
  }
}

/// The virtual time of the scenario being run, readable from any context (clocks,
/// `Date`-free timers). Written only by the scheduler on the main thread.
enum VirtualTime {
  nonisolated(unsafe) static var now: Duration = .zero {
    didSet {
      let (seconds, attoseconds) = now.components
      ProcessClocks.set(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
  }

  /// Reads of the engine's clocks by scenario code (`ContinuousClock.now`,
  /// `DispatchTime.now()`).
  nonisolated(unsafe) private static var engineReads: Int64 = 0

  /// Counts a read of an engine clock by scenario code.
  static func noteRead() { engineReads += 1 }

  /// How many times scenario code has read a clock: the engine's, and the process's
  /// real-time clock (`Date()`). The monotonic clocks are left out: `Task.sleep` reads
  /// them for its deadline, which prints nothing.
  static var clockReads: Int64 { engineReads + ProcessClocks.reads }

  /// What the monotonic clocks read at the mount: any fixed value works.
  static let monotonicBase: Int64 = 1_000 * 1_000_000_000
  /// What the real-time clock (`Date()`) reads at the mount: 2025-01-01 09:41:00 UTC,
  /// so that printed dates are the same on every run.
  static let dateAtMount: Int64 = 1_735_724_460

  /// The date at the current virtual time.
  static var date: Date {
    let (seconds, attoseconds) = now.components
    return Date(timeIntervalSince1970: Double(dateAtMount + seconds) + Double(attoseconds) / 1e18)
  }

  /// Makes `clock_gettime`, and so `ContinuousClock`, `Task.sleep` deadlines and
  /// `Date()`, read virtual time for the rest of this process.
  static func takeOverProcessClocks() {
    ProcessClocks.enable(monotonicBase, dateAtMount * 1_000_000_000)
  }
}

/// The C side of virtual time (`Sources/CVirtualClock`), linked into the engine
/// library. Looked up by name so that scenario code compiled against the engine
/// needs no extra module.
enum ProcessClocks {
  private typealias Enable = @convention(c) (Int64, Int64) -> Void
  private typealias Set = @convention(c) (Int64) -> Void
  private typealias Reads = @convention(c) () -> Int64

  private static let enableFunction: Enable? = symbol("viewgraph_virtual_clock_enable")
  private static let setFunction: Set? = symbol("viewgraph_virtual_clock_set")
  private static let readsFunction: Reads? = symbol("viewgraph_virtual_clock_reads")

  private static func symbol<T>(_ name: String) -> T? {
    guard let address = dlsym(dlopen(nil, RTLD_NOW), name) else { return nil }
    return unsafeBitCast(address, to: T.self)
  }

  static func enable(_ monotonicBase: Int64, _ realtimeBase: Int64) { enableFunction?(monotonicBase, realtimeBase) }
  static func set(_ nanoseconds: Int64) { setFunction?(nanoseconds) }
  /// How many times the process's real-time clock has been read as virtual time.
  static var reads: Int64 { readsFunction?() ?? 0 }
}
