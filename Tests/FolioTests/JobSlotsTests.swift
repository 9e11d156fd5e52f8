import Testing

@testable import FolioToolchain

/// The cores as a queue: places go out in the order they were taken, and never more
/// jobs run at once than there are slots, but for one more run while only runs hold them.
@Suite struct JobSlotsTests {
  /// What ran, in order, and how many ran at once at most.
  actor Log {
    var order: [String] = []
    var running = 0
    var mostAtOnce = 0
    func start(_ name: String) {
      order.append(name)
      running += 1
      mostAtOnce = max(mostAtOnce, running)
    }
    func end() { running -= 1 }
  }

  @Test func reservedPlacesRunBeforeJobsAskedForLater() async {
    let slots = JobSlots(1)
    let log = Log()
    let places = await slots.reserve(2)
    // Asked for after the reservations, and started before their jobs: it waits behind both.
    let late = Task {
      await slots.run {
        await log.start("late")
        await log.end()
      }
    }
    await Task.yield()
    let second = Task {
      await slots.run(places[1]) {
        await log.start("second")
        await log.end()
      }
    }
    await Task.yield()
    await slots.run(places[0]) {
      await log.start("first")
      await log.end()
    }
    await second.value
    await late.value
    #expect(await log.order == ["first", "second", "late"])
  }

  @Test func neverMoreJobsAtOnceThanSlots() async {
    let slots = JobSlots(2)
    let log = Log()
    let places = await slots.reserve(3)
    await withTaskGroup(of: Void.self) { group in
      for place in places {
        group.addTask {
          await slots.run(place) {
            await log.start("reserved")
            try? await Task.sleep(for: .milliseconds(5))
            await log.end()
          }
        }
      }
      for _ in 0..<4 {
        group.addTask {
          await slots.run {
            await log.start("asked")
            try? await Task.sleep(for: .milliseconds(5))
            await log.end()
          }
        }
      }
    }
    #expect(await log.mostAtOnce == 2)
    #expect(await log.order.count == 7)
    #expect(await log.order.prefix(3).allSatisfy { $0 == "reserved" })
  }

  /// Starts `count` jobs of `job`, each holding its slot until `gate` opens.
  func start(_ count: Int, _ job: JobSlots.Job, on slots: JobSlots, log: Log, name: String, gate: Gate)
    -> [Task<Void, Never>]
  {
    (0..<count).map { _ in
      Task {
        await slots.run(job: job) {
          await log.start(name)
          await gate.wait()
          await log.end()
        }
      }
    }
  }

  /// Opens once, for every job waiting on it.
  actor Gate {
    private var open = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    func wait() async {
      if open { return }
      await withCheckedContinuation { waiting.append($0) }
    }
    func openIt() {
      open = true
      for waiter in waiting { waiter.resume() }
      waiting = []
    }
  }

  /// Lets the tasks started so far reach the slots: long enough for a job the slots
  /// wrongly let through to have started.
  func settle() async {
    for _ in 0..<50 { await Task.yield() }
    try? await Task.sleep(for: .milliseconds(100))
  }

  /// Waits until `log` has `count` jobs running, or five seconds have passed.
  func waitUntil(_ log: Log, runs count: Int) async {
    for _ in 0..<500 where await log.running < count {
      try? await Task.sleep(for: .milliseconds(10))
    }
  }

  @Test func whileOnlyRunsHoldTheSlotsOneMoreRunStarts() async {
    let slots = JobSlots(2)
    let log = Log()
    let gate = Gate()
    let runs = start(5, .run, on: slots, log: log, name: "run", gate: gate)
    await waitUntil(log, runs: 3)
    await settle()
    #expect(await log.running == 3, "two slots and one run more")
    await gate.openIt()
    for run in runs { await run.value }
    #expect(await log.mostAtOnce == 3)
    #expect(await log.order.count == 5)
  }

  @Test func noExtraRunStartsWhileACompileHoldsASlot() async {
    let slots = JobSlots(2)
    let log = Log()
    let gate = Gate()
    let compile = start(1, .compute, on: slots, log: log, name: "compile", gate: gate)
    await waitUntil(log, runs: 1)
    let runs = start(3, .run, on: slots, log: log, name: "run", gate: gate)
    await waitUntil(log, runs: 2)
    await settle()
    #expect(await log.running == 2, "a compile and one run: the cores, no more")
    await gate.openIt()
    for job in compile + runs { await job.value }
    #expect(await log.mostAtOnce == 2)
  }

  @Test func aRunWaitsBehindACompileReservedBeforeIt() async {
    let slots = JobSlots(1)
    let log = Log()
    let gate = Gate()
    let place = await slots.reserve(1)[0]
    // The compile's place holds the one slot before its job starts: no run passes it, not
    // even into the extra place, which is only for when runs alone hold the slots.
    let first = start(1, .run, on: slots, log: log, name: "first run", gate: gate)
    await settle()
    let later = start(1, .run, on: slots, log: log, name: "later run", gate: gate)
    await settle()
    #expect(await log.order == [])
    let compile = Task {
      await slots.run(place) {
        await log.start("compile")
        await log.end()
      }
    }
    await compile.value
    await gate.openIt()
    for job in first + later { await job.value }
    #expect(await log.order.first == "compile")
  }
}
