import FolioCore
import Foundation

/// A fork server ``ScenarioServers`` can end (``ScenarioServer``).
protocol ClosableServer: AnyObject, Sendable {
  /// Ends the server and any run still in it.
  func close()
}

/// The run stage's fork servers (``ScenarioServer``): one per scenario library, serving
/// that library's transcripts and no other's, ended after its last.
///
/// A server's sandbox holds no library until one takes the server (its shelf,
/// ``ScenarioServer/shelve(_:)``), so it can start before the library is linked. When
/// the compile stage has a library to link, one spare server may start ahead
/// (``prepare()``) and the first library that needs a server takes it: a scenario
/// edit's transcripts run as soon as its library is linked, not after a sandbox and a
/// server have started.
///
/// When a server cannot serve on this machine (no namespaces inside the sandbox), no
/// other is tried: every transcript then gets a process of its own, as without servers.
actor ScenarioServers<Server: ClosableServer> {
  /// Starts the server numbered by its argument (1, 2, …): the server, or why servers
  /// cannot be used here.
  typealias Start = @Sendable (Int) async -> (server: Server?, unavailable: String?)

  private let start: Start
  private var started = 0
  /// Whether ``prepare()`` may still start the spare.
  private var spareWanted: Bool
  private var spare: Task<Server?, Never>?
  private var remaining: [String: Int] = [:]
  private var servers: [String: Task<Server?, Never>] = [:]
  /// Why servers cannot be used here, once one said so.
  private(set) var unavailable: String?

  /// Servers started by `start`; one of them ahead of its library (``prepare()``)
  /// when `spare` says a library is to be linked.
  init(spare: Bool, start: @escaping Start) {
    self.start = start
    spareWanted = spare
  }

  /// Starts the spare server, once: not when no library is to be linked.
  func prepare() {
    guard unavailable == nil, spareWanted else { return }
    spareWanted = false
    spare = launch()
  }

  /// Counts runs to come of these libraries' paths, one entry per transcript: each
  /// library's server ends after its last (``finished(_:)``).
  func expect(_ libraries: [String]) {
    for library in libraries { remaining[library, default: 0] += 1 }
  }

  /// The server of `library`: the one it took already, else the spare, else one
  /// started now; `nil` when servers cannot be used here.
  func server(for library: String) async -> Server? {
    guard unavailable == nil else { return nil }
    if servers[library] == nil {
      servers[library] = spare ?? launch()
      spare = nil
    }
    return await servers[library]!.value
  }

  /// One transcript of `library` has run, or was read from the cache: after its last
  /// the server ends.
  func finished(_ library: String) async {
    remaining[library, default: 1] -= 1
    guard remaining[library]! <= 0, let task = servers.removeValue(forKey: library) else { return }
    await task.value?.close()
  }

  /// Ends the spare no library took (the stage is over).
  func close() async {
    spareWanted = false
    let left = spare
    spare = nil
    await left?.value?.close()
  }

  /// The spare once started, `nil` when there is none.
  func spareValue() async -> Server? {
    await spare?.value
  }

  private func launch() -> Task<Server?, Never> {
    started += 1
    let (start, ordinal) = (start, started)
    return Task {
      let outcome = await start(ordinal)
      if let why = outcome.unavailable { self.noServers(why) }
      return outcome.server
    }
  }

  private func noServers(_ why: String) {
    if unavailable == nil { unavailable = why }
  }
}
