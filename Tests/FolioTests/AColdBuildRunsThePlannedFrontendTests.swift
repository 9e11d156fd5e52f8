import Foundation
import Testing

@testable import FolioCore
@testable import FolioToolchain

/// A build with no stored frontend plan asks the driver for one once, and its modules
/// run swift-frontend with it rather than each running swiftc (``FrontendPlan``).
@Suite struct AColdBuildRunsThePlannedFrontendTests {
  /// Four scenarios, more than the two cores: they compile in two batches.
  let source = (1...4).map { number in
    """
    ```swift scenario=s\(number)
    struct ContentView: View {
      var body: some View { Text("\(number)") }
    }
    ```

    """
  }.joined()

  @Test func everyModuleOfAColdBuildRunsTheFrontendThePlanNames() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let engine = try TestEngine.location()
    let compiler = ScenarioCompiler(
      engine: engine, cache: BuildCache(directory: folder + "/cache"), workDirectory: folder + "/work",
      moduleCache: TestEngine.moduleCache, jobs: 2)
    let scenarios = ScenarioExtractor.extract(try chapter("# Cold\n\n" + source)).scenarios
    #expect(scenarios.count == 4)
    let compiled = await compiler.compile(await compiler.queue(scenarios))
    #expect(compiled.allSatisfy { $0.hasLibrary }, "\(compiled.map(\.library))")
    let modules = try FileManager.default.contentsOfDirectory(atPath: folder + "/work/modules")
    #expect(modules.count == 2, "two batches")
    for module in modules {
      let command = try String(contentsOfFile: folder + "/work/modules/\(module)/command", encoding: .utf8)
      let words = command.split(separator: "\n").map(String.init)
      #expect(words.first == engine.swiftFrontend, "module \(module) ran \(words.first ?? "nothing")")
      #expect(words.dropFirst().first == "-frontend")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/cache/plans").count == 1)
  }
}
