import Foundation
import Testing

@testable import FolioCore
@testable import FolioToolchain

/// The run stage starts on each scenario as soon as its library is ready, while other
/// modules still compile (``ScenarioRunner/run(compiling:with:hostBuild:)``).
@Suite struct ScenarioRunnerArrivalTests {
  static let chapterSource = """
    # T
    ```swift scenario=a
    struct A: View {}
    ```
    ```transcript scenario=a
    Mounted
    ```
    ```swift scenario=b
    struct B: View {}
    ```
    ```transcript scenario=b
    Mounted
    ```
    """

  /// A host that marks the library it was asked to run (`LIBRARY.ran`) and ends.
  func markingHost(in folder: String) throws -> String {
    let path = folder + "/marking-host"
    try write("#!/bin/sh\ncat >/dev/null\ntouch \"$1.ran\"\n", to: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return path
  }

  func compiled(_ scenario: Scenario, library: String) -> CompiledScenario {
    CompiledScenario(
      scenario: scenario, library: .success(ScenarioLibrary(path: library, symbol: scenario.name, key: library)),
      sourceMap: SourceMap(blocks: [:]))
  }

  @Test func aScenariosTranscriptsRunBeforeTheLastLibraryIsReady() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scenarios = ScenarioExtractor.extract(try chapter(Self.chapterSource)).scenarios
    try #require(scenarios.count == 2)
    let runner = ScenarioRunner(workDirectory: folder, timeout: 10, host: try markingHost(in: folder))
    let (ready, arrive) = AsyncStream.makeStream(of: [ScenarioCompiler.ReadyScenario].self)
    arrive.yield([ScenarioCompiler.ReadyScenario(0, compiled(scenarios[0], library: folder + "/a.so"))])
    let running = Task {
      await runner.run(scenarios, as: ready, slots: JobSlots(2), hostBuild: nil, spareServer: false)
    }
    // The second library is not ready until the first one's transcript has run (or 20 s).
    var ranFirst = false
    for _ in 0..<200 where !ranFirst {
      ranFirst = FileManager.default.fileExists(atPath: folder + "/a.so.ran")
      if !ranFirst { try await Task.sleep(for: .milliseconds(100)) }
    }
    arrive.yield([ScenarioCompiler.ReadyScenario(1, compiled(scenarios[1], library: folder + "/b.so"))])
    arrive.finish()
    let runs = await running.value
    #expect(ranFirst, "a's transcript waited for b's library")
    #expect(runs.map(\.transcript.scenario) == ["a", "b"])
    #expect(FileManager.default.fileExists(atPath: folder + "/b.so.ran"))
  }

  @Test func runsKeepTheBooksOrderWhicheverLibraryIsReadyFirst() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scenarios = ScenarioExtractor.extract(try chapter(Self.chapterSource)).scenarios
    let runner = ScenarioRunner(workDirectory: folder, timeout: 10, host: try markingHost(in: folder))
    // Ready in the other order, each in a batch of its own: runs keep the book's order.
    let (ready, arrive) = AsyncStream.makeStream(of: [ScenarioCompiler.ReadyScenario].self)
    arrive.yield([ScenarioCompiler.ReadyScenario(1, compiled(scenarios[1], library: folder + "/b.so"))])
    arrive.yield([ScenarioCompiler.ReadyScenario(0, compiled(scenarios[0], library: folder + "/a.so"))])
    arrive.finish()
    let runs = await runner.run(scenarios, as: ready, slots: JobSlots(1), hostBuild: nil, spareServer: false)
    #expect(runs.map(\.transcript.scenario) == ["a", "b"])
  }

  @Test func aScenarioThatNeverArrivesFailsItsTranscriptsAsATool() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scenarios = ScenarioExtractor.extract(try chapter(Self.chapterSource)).scenarios
    let runner = ScenarioRunner(workDirectory: folder, timeout: 10, host: try markingHost(in: folder))
    let (ready, arrive) = AsyncStream.makeStream(of: [ScenarioCompiler.ReadyScenario].self)
    arrive.yield([ScenarioCompiler.ReadyScenario(0, compiled(scenarios[0], library: folder + "/a.so"))])
    arrive.finish()
    let runs = await runner.run(scenarios, as: ready, slots: JobSlots(2), hostBuild: nil, spareServer: false)
    #expect(runs.map(\.transcript.scenario) == ["a", "b"])
    #expect(runs[0].toolFailure == nil)
    #expect(runs[1].toolFailure != nil)
    #expect(runs[1].problems.isEmpty)
  }
}
