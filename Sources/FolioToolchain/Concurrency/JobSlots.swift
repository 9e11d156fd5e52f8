import FolioCore

/// At most `count` jobs at once, across every task that asks: compilers started by
/// fallbacks inside a batch's task still wait for a free core.
///
/// Slots go out in the order they were asked for. A caller that knows its jobs before
/// it can start them takes its places in the queue at once (``reserve(_:)``), so that
/// jobs asked for later, by other tasks, wait behind them: a cold build's batches take
/// the cores before the small type checks queued meanwhile.
actor JobSlots {
  /// A place in the queue, taken before its job is ready to start.
  struct Reservation: Hashable, Sendable {
    fileprivate let number: Int
  }

  private var free: Int
  private var nextNumber = 0
  /// Places waiting for a slot, in the order they were taken.
  private var queue: [Int] = []
  /// Places given a slot before their job came to take it.
  private var granted: Set<Int> = []
  /// Jobs waiting for their place's slot.
  private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]

  /// Creates `count` slots (at least one).
  init(_ count: Int) {
    free = max(1, count)
  }

  /// Takes `count` places in the queue, in order; each is for one ``run(_:_:)``.
  func reserve(_ count: Int) -> [Reservation] {
    (0..<count).map { _ in take() }
  }

  /// Runs `work` once a slot is free: the slot of `reservation` if given, else a place
  /// taken now, behind every place taken before.
  func run<T: Sendable>(_ reservation: Reservation? = nil, _ work: @Sendable () async -> T) async -> T {
    let place = reservation ?? take()
    if !granted.contains(place.number) {
      await withCheckedContinuation { waiters[place.number] = $0 }
    }
    granted.remove(place.number)
    let result = await work()
    release()
    return result
  }

  private func take() -> Reservation {
    let number = nextNumber
    nextNumber += 1
    if free > 0 {
      free -= 1
      granted.insert(number)
    } else {
      queue.append(number)
    }
    return Reservation(number: number)
  }

  /// Gives a finished job's slot to the first place waiting, or frees it.
  private func release() {
    guard !queue.isEmpty else {
      free += 1
      return
    }
    let number = queue.removeFirst()
    if let waiter = waiters.removeValue(forKey: number) {
      waiter.resume()
    } else {
      granted.insert(number)
    }
  }
}
