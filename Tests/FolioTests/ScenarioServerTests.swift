import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioToolchain

/// Transcripts run in forks of one server per scenario library (``ScenarioServer``) keep
/// what a process of their own gave them: a fresh private `/tmp`, their own process
/// namespace, no capability, and the time limit and crash reports of any run.
@Suite(.enabled(if: TestSandbox.available, "this machine cannot create user namespaces"))
struct ScenarioServerTests {
  static let chapter = """
    # Served

    ```swift scenario=alone
    import Foundation
    import SwiftUI

    struct Alone: View {
      var body: some View {
        Text("x").onAppear {
          let marker = "/tmp/earlier-run"
          print("earlier run's file: \\(FileManager.default.fileExists(atPath: marker))")
          FileManager.default.createFile(atPath: marker, contents: Data())
          let listed = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
          print("pid \\(getpid()), processes \\(listed.filter { Int($0) != nil }.count)")
          let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
          let held = status.split(separator: "\\n").filter { $0.hasPrefix("Cap") && !$0.hasSuffix("0000000000000000") }
          print("capabilities: \\(held.isEmpty ? "none" : held.joined(separator: ", "))")
          let placed = (try? FileManager.default.contentsOfDirectory(atPath: "/folio")) ?? []
          let shelf = (try? FileManager.default.contentsOfDirectory(atPath: "/folio/library")) ?? []
          let shown = placed.map { $0.hasPrefix("folio-scenario-host") ? "host" : $0.hasSuffix(".so") ? "library" : $0 }.sorted()
          print("placed: \\(shown)\\(shelf.isEmpty ? "" : " holding \\(shelf)")")
        }
      }
    }
    ```

    ```transcript scenario=alone
    ```

    ```transcript scenario=alone
    ```

    ```swift scenario=spin
    import SwiftUI

    struct Spin: View {
      var body: some View {
        Text("x").onAppear { while true {} }
      }
    }
    ```

    ```transcript scenario=spin
    ```

    ```swift scenario=boom
    import SwiftUI

    struct Boom: View {
      var body: some View {
        Text("x").onAppear { fatalError("boom") }
      }
    }
    ```

    ```transcript scenario=boom
    ```

    """

  func check(forkServers: Bool) async throws -> BookCheckResult {
    let root = try makeTemporaryFolder("folio-served")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try write(Self.chapter, to: root + "/chapters/01-served.md")
    var options = BookCheckOptions(
      paths: [root + "/chapters"], timeout: 3, workDirectory: root + "/work", engine: try TestEngine.location(),
      cacheDirectory: root + "/cache", moduleCacheDirectory: TestEngine.moduleCache)
    options.forkServers = forkServers
    return await BookCheck(options: options).run()
  }

  func runs(_ result: BookCheckResult, _ scenario: String) -> [TranscriptRun] {
    result.runs.filter { $0.transcript.scenario == scenario }
  }

  @Test(arguments: [true, false])
  func eachRunHasAFreshTemporaryFolderItsOwnProcessesAndNoCapability(forkServers: Bool) async throws {
    let result = try await check(forkServers: forkServers)
    let alone = runs(result, "alone")
    try #require(alone.count == 2)
    for run in alone {
      #expect(run.problems.isEmpty, "\(run.problems.map(\.message))")
      #expect(run.realLines.first == "earlier run's file: false", "\(run.realLines)")
      // Below its namespace's first process, which only waits (bubblewrap's, or the
      // server's fork's): it sees nothing of any other run.
      #expect(run.realLines.dropFirst().first == "pid 2, processes 2")
      #expect(run.realLines.dropFirst(2).first == "capabilities: none", "\(run.realLines)")
    }
  }

  /// A served run's server starts before its library exists (``ScenarioServers``), and
  /// each run sees its own library only, as a process of its own does.
  @Test(arguments: [true, false])
  func aRunSeesItsOwnLibraryAndNoOther(forkServers: Bool) async throws {
    let result = try await check(forkServers: forkServers)
    let alone = runs(result, "alone")
    try #require(alone.count == 2)
    let shelf = forkServers ? " holding [\"scenario.so\"]" : ""
    for run in alone {
      #expect(run.realLines.last == "placed: [\"host\", \"library\"]\(shelf)", "\(run.realLines)")
    }
  }

  @Test(arguments: [true, false])
  func aServedRunIsStoppedAtItsTimeAndItsCrashIsReported(forkServers: Bool) async throws {
    let result = try await check(forkServers: forkServers)
    let spin = try #require(runs(result, "spin").first)
    #expect(spin.problems.map(\.message) == ["scenario 'spin' did not finish within 3s"])
    let boom = try #require(runs(result, "boom").first)
    let crash = boom.problems.map(\.message)
    #expect(
      crash.count == 1 && crash[0].hasPrefix("scenario 'boom' crashed: ") && crash[0].contains("boom"), "\(crash)")
  }
}
