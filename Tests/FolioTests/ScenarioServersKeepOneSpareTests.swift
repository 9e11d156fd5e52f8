import Foundation
import Synchronization
import Testing

@testable import FolioToolchain

/// ``ScenarioServers`` starts one server before its library is linked (a spare, when a
/// library is to be linked), yet a server only ever serves the library that took it.
@Suite struct ScenarioServersKeepOneSpareTests {
  final class FakeServer: ClosableServer, @unchecked Sendable {
    let ordinal: Int
    private let closedFlag = Mutex(false)
    init(_ ordinal: Int) { self.ordinal = ordinal }
    func close() { closedFlag.withLock { $0 = true } }
    var closed: Bool { closedFlag.withLock { $0 } }
  }

  /// Servers started so far, in order.
  final class Started: Sendable {
    let servers = Mutex<[FakeServer]>([])
    var count: Int { servers.withLock { $0.count } }
    func start(_ ordinal: Int) -> (server: FakeServer?, unavailable: String?) {
      let server = FakeServer(ordinal)
      servers.withLock { $0.append(server) }
      return (server, nil)
    }
  }

  func pool(spare: Bool, _ started: Started) -> ScenarioServers<FakeServer> {
    ScenarioServers(spare: spare) { started.start($0) }
  }

  @Test func aSpareStartsBeforeAnyLibraryAndTheFirstLibraryTakesIt() async throws {
    let started = Started()
    let servers = pool(spare: true, started)
    await servers.prepare()
    _ = await servers.spareValue()
    #expect(started.count == 1)
    let first = try #require(await servers.server(for: "/cache/a.so"))
    #expect(first.ordinal == 1)
    #expect(started.count == 1, "the library took the spare: no second start")
  }

  @Test func noSpareStartsWhenNoLibraryIsToCome() async throws {
    let started = Started()
    let servers = pool(spare: false, started)
    await servers.prepare()
    #expect(await servers.spareValue() == nil)
    #expect(started.count == 0)
    _ = try #require(await servers.server(for: "/cache/a.so"))
    #expect(started.count == 1, "started when a library needed it")
  }

  @Test func aServerServesOnlyTheLibraryThatTookIt() async throws {
    let started = Started()
    let servers = pool(spare: true, started)
    await servers.prepare()
    let a = try #require(await servers.server(for: "/cache/a.so"))
    let b = try #require(await servers.server(for: "/cache/b.so"))
    let againA = try #require(await servers.server(for: "/cache/a.so"))
    #expect(a !== b)
    #expect(againA === a)
  }

  @Test func onlyOneSpareIsEverStarted() async throws {
    let started = Started()
    let servers = pool(spare: true, started)
    await servers.prepare()
    await servers.prepare()
    _ = await servers.server(for: "/cache/a.so")
    await servers.prepare()
    #expect(await servers.spareValue() == nil)
    #expect(started.count == 1)
    _ = await servers.server(for: "/cache/b.so")
    #expect(started.count == 2, "b started its own")
  }

  @Test func closingEndsAnUntakenSpare() async throws {
    let started = Started()
    let servers = pool(spare: true, started)
    await servers.prepare()
    _ = await servers.spareValue()
    await servers.close()
    #expect(started.servers.withLock { $0.map(\.closed) } == [true])
  }

  @Test func aLibraryServerEndsAfterItsLastRun() async throws {
    let started = Started()
    let servers = pool(spare: false, started)
    await servers.expect(["/cache/a.so", "/cache/a.so"])
    let a = try #require(await servers.server(for: "/cache/a.so"))
    await servers.finished("/cache/a.so")
    #expect(!a.closed)
    await servers.finished("/cache/a.so")
    #expect(a.closed)
  }

  @Test func whenServersCannotServeNoneIsTriedAgain() async {
    let starts = Mutex(0)
    let servers = ScenarioServers<FakeServer>(spare: true) { _ in
      starts.withLock { $0 += 1 }
      return (nil, "no namespaces")
    }
    await servers.prepare()
    #expect(await servers.server(for: "/cache/a.so") == nil)
    #expect(await servers.server(for: "/cache/b.so") == nil)
    #expect(starts.withLock { $0 } == 1)
    #expect(await servers.unavailable == "no namespaces")
  }
}
