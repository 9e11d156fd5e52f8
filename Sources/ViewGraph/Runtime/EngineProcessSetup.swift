import Foundation
import ScenarioWire

/// What every process the engine runs does first, a view scenario's or a program's.
enum EngineProcessSetup {
  /// Prepares this process for the request in `data` and returns it: output
  /// line-buffered as on a terminal, every clock and task job on the engine's virtual
  /// time, dates in UTC. A request that does not decode ends the process (status 2).
  static func start(_ data: Data) -> ScenarioRequest {
    // As on a terminal: `Swift.print` reaches the output at each newline, in order
    // with unbuffered writes (`FileHandle`, `write(2)`, standard error).
    setvbuf(stdout, nil, _IOLBF, 0)
    guard let request = try? JSONDecoder().decode(ScenarioRequest.self, from: data) else {
      FileHandle.standardError.write(Data("usage: scenario < request.json (a ScenarioRequest)\n".utf8))
      exit(2)
    }
    // Before any task exists: every job of this process goes through the engine,
    // and every clock reads the engine's virtual time.
    VirtualTime.takeOverProcessClocks()
    // Dates printed by scenario code must not depend on the machine's time zone.
    setenv("TZ", "UTC", 1)
    VirtualExecutors.install()
    return request
  }
}
