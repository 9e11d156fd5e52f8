import Testing

@testable import FolioToolchain

/// The cores as a queue: places go out in the order they were taken, and never more
/// jobs run at once than there are slots.
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
}
