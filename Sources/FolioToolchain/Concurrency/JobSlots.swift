import FolioCore

/// At most `count` jobs at once, across every task that asks: compilers started by
/// fallbacks inside a batch's task still wait for a free core.
///
/// Slots go out in the order they were asked for. A caller that knows its jobs before
/// it can start them takes its places in the queue at once (``reserve(_:)``), so that
/// jobs asked for later, by other tasks, wait behind them: a cold build's batches take
/// the cores before the small type checks queued meanwhile.
///
/// A transcript's run is a job that leaves its core idle for part of its time: its process
/// is forked, reaped and its namespaces torn down while folio waits on the kernel, and
/// folio reads its output between one run and the next. So while every slot is held by
/// such jobs (``Job/run``), one more may start: measured here (release, 2 cores), the
/// real book's runs used 1.5 of the 2 cores with two at once, 1.7 with three, and took
/// 6% less time.
actor JobSlots {
  /// A place in the queue, taken before its job is ready to start.
  struct Reservation: Hashable, Sendable {
    fileprivate let number: Int
  }

  /// What a job does with its core.
  enum Job: Sendable {
    /// It computes all along: a compile and link, or a type check.
    case compute
    /// A transcript's: its run, which waits on its process's start and end, or reading
    /// its run from the cache.
    case run
  }

  /// Runs beyond the slots while only runs hold slots.
  static let extraRuns = 1

  private var free: Int
  /// Compute jobs holding a slot (or granted one): no extra run starts while any does.
  private var computing = 0
  private var nextNumber = 0
  /// Places waiting for a slot, in the order they were taken.
  private var queue: [Int] = []
  /// Places of runs, until their job ends.
  private var runs: Set<Int> = []
  /// Runs holding an extra place rather than a slot.
  private var extras: Set<Int> = []
  /// Places given a slot before their job came to take it.
  private var granted: Set<Int> = []
  /// Jobs waiting for their place's slot.
  private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]

  /// Creates `count` slots (at least one).
  init(_ count: Int) {
    free = max(1, count)
  }

  /// Takes `count` places in the queue, in order; each is for one `job`'s ``run(_:job:_:)``.
  func reserve(_ count: Int, for job: Job = .compute) -> [Reservation] {
    (0..<count).map { _ in take(job) }
  }

  /// Runs `work` once a slot is free: the slot of `reservation` if given, else a place
  /// taken now for a `job`, behind every place taken before.
  func run<T: Sendable>(
    _ reservation: Reservation? = nil, job: Job = .compute, _ work: @Sendable () async -> T
  ) async -> T {
    let place = reservation ?? take(job)
    if !granted.contains(place.number) {
      await withCheckedContinuation { waiters[place.number] = $0 }
    }
    granted.remove(place.number)
    let result = await work()
    release(place.number)
    return result
  }

  private func take(_ job: Job) -> Reservation {
    let number = nextNumber
    nextNumber += 1
    if job == .run { runs.insert(number) }
    queue.append(number)
    grantWaiting()
    return Reservation(number: number)
  }

  /// Frees a finished job's slot (or extra place) and gives what is free to the places
  /// waiting.
  private func release(_ number: Int) {
    if extras.remove(number) == nil {
      free += 1
      if !runs.contains(number) { computing -= 1 }
    }
    runs.remove(number)
    grantWaiting()
  }

  /// Gives slots to the first places waiting, in order: a free slot to any, an extra
  /// place to a run while no compute job holds a slot.
  private func grantWaiting() {
    while let head = queue.first {
      let isRun = runs.contains(head)
      if free > 0 {
        free -= 1
        if !isRun { computing += 1 }
      } else if isRun, computing == 0, extras.count < Self.extraRuns {
        extras.insert(head)
      } else {
        return
      }
      queue.removeFirst()
      if let waiter = waiters.removeValue(forKey: head) {
        waiter.resume()
      } else {
        granted.insert(head)
      }
    }
  }
}
