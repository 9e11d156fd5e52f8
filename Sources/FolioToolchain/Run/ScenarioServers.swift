import FolioCore
import Foundation

/// The run stage's fork servers (``ScenarioServer``): one per scenario library, started
/// when its first transcript runs and ended after its last.
///
/// When a server cannot serve on this machine (no namespaces inside the sandbox), no
/// other is tried: every transcript then gets a process of its own, as without servers.
actor ScenarioServers {
  private var remaining: [String: Int] = [:]
  private var servers: [String: Task<ScenarioServer?, Never>] = [:]
  /// Why servers cannot be used here, once one said so.
  private(set) var unavailable: String?

  /// Servers for the runs of the libraries ``expect(_:)`` is told of.
  init() {}

  /// Counts runs to come of these libraries' paths, one entry per transcript: each
  /// library's server ends after its last (``finished(_:)``).
  func expect(_ libraries: [String]) {
    for library in libraries { remaining[library, default: 0] += 1 }
  }

  /// The server of `library`, started by `start` on first use; `nil` when servers
  /// cannot be used here.
  func server(
    for library: String, start: @escaping @Sendable () async -> (server: ScenarioServer?, unavailable: String?)
  ) async -> ScenarioServer? {
    guard unavailable == nil else { return nil }
    if servers[library] == nil {
      servers[library] = Task {
        let started = await start()
        if let why = started.unavailable { self.noServers(why) }
        return started.server
      }
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

  private func noServers(_ why: String) {
    if unavailable == nil { unavailable = why }
  }
}
