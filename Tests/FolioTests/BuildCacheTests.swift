import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// The compile strategy and the cache, end to end: what is compiled and run again, and
/// that the result is always what a fresh build gives.
@Suite struct BuildCacheTests {
  /// A scenario printing `label` when its button is tapped, with its transcript.
  static func scenario(_ name: String, label: String, extra: String = "") -> String {
    """
    ```swift scenario=\(name)
    struct ContentView: View {
      @State private var taps = 0
      var body: some View {
        Button("Tap") { taps += 1 }
          .onChange(of: taps) { print("\(label) \\(taps)") }
      }
    }
    \(extra)
    ```

    ```transcript scenario=\(name)
    > tap "Tap"
    \(label) 1
    ```

    """
  }

  /// A book of `count` scenarios in one chapter, in a fresh folder with its own cache.
  func book(_ count: Int, prose: String = "Some prose.") throws -> String {
    let folder = try makeTemporaryFolder("folio-cache")
    let scenarios = (1...count).map { Self.scenario("s\($0)", label: "tapped \($0)") }.joined(separator: "\n")
    try write("# Cached\n\n\(prose)\n\n" + scenarios, to: folder + "/chapters/01-cached.md")
    return folder
  }

  func check(_ folder: String, jobs: Int = 2) async throws -> BookCheckResult {
    let options = BookCheckOptions(
      paths: [folder + "/chapters"], timeout: 20, workDirectory: folder + "/work", jobs: jobs,
      engine: try TestEngine.location(), cacheDirectory: folder + "/cache", moduleCacheDirectory: TestEngine.moduleCache
    )
    return await BookCheck(options: options).run()
  }

  func chapter(_ folder: String) throws -> String {
    String(
      decoding: try #require(FileManager.default.contents(atPath: folder + "/chapters/01-cached.md")), as: UTF8.self)
  }

  @Test func anUnchangedBookIsNeitherCompiledNorRunAgain() async throws {
    let folder = try book(4)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = try await check(folder)
    #expect(first.report.succeeded, "\(first.report.rendered)")
    #expect(
      first.statistics
        == BuildStatistics(scenariosCompiled: 4, scenariosCached: 0, transcriptsRun: 4, transcriptsCached: 0))
    let second = try await check(folder)
    #expect(second.report.succeeded)
    #expect(
      second.statistics
        == BuildStatistics(scenariosCompiled: 0, scenariosCached: 4, transcriptsRun: 0, transcriptsCached: 4))
    #expect(second.runs.map(\.realLines) == first.runs.map(\.realLines))
  }

  @Test func editingProseCompilesNothingAndKeepsLocationsRight() async throws {
    let folder = try book(3)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try await check(folder)
    // Three more lines of prose above every scenario, and a broken transcript in the last.
    var text = try chapter(folder).replacingOccurrences(
      of: "Some prose.", with: "Some prose.\n\nMore prose,\nover two lines.")
    text = text.replacingOccurrences(of: "tapped 3 1", with: "tapped 3 9")
    try write(text, to: folder + "/chapters/01-cached.md")
    let result = try await check(folder)
    #expect(result.statistics.scenariosCompiled == 0)
    #expect(result.statistics.transcriptsRun == 0)
    let mismatch = try #require(result.report.outcomes.first { $0.diff != nil })
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == "tapped 3 9" }! + 1
    #expect(mismatch.diff?.location.line == line)
  }

  @Test func anEditedScenarioIsCompiledAloneAndShowsItsNewOutput() async throws {
    let folder = try book(4)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try await check(folder)
    try write(
      try chapter(folder).replacingOccurrences(of: "print(\"tapped 2", with: "print(\"pressed 2"),
      to: folder + "/chapters/01-cached.md")
    let result = try await check(folder)
    #expect(result.statistics.scenariosCompiled == 1)
    #expect(result.statistics.transcriptsRun == 1)
    #expect(!result.report.succeeded)
    #expect(result.runs.flatMap(\.realLines).contains("pressed 2 1"))
  }

  @Test func aBrokenScenarioInABatchKeepsItsErrorAndBreaksNoOther() async throws {
    let folder = try book(6)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let text = try chapter(folder).replacingOccurrences(
      of: "print(\"tapped 4 \\(taps)\")", with: "print(\"tapped 4 \\(tapz)\")")
    try write(text, to: folder + "/chapters/01-cached.md")
    let result = try await check(folder)
    let failing = result.report.outcomes.filter { !$0.problems.isEmpty }
    #expect(failing.count == 1)
    let error = try #require(failing.first?.problems.first)
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("tapz") }! + 1
    #expect(error.location.line == line)
    #expect(error.message.contains("tapz"))
    #expect(result.runs.filter { $0.problems.isEmpty }.count == 5)
  }

  @Test func aScenarioPrintsTheSameInABatchAsAlone() async throws {
    // A private type's qualified name is the one difference a batch could make.
    let printing = """
      ```swift scenario=p
      struct Item { var id = 1 }
      struct ContentView: View {
        var body: some View {
          Text("x").onAppear { print([Item()], Optional(Item()) as Any) }
        }
      }
      ```

      ```transcript scenario=p
      [main.Item(id: 1)] Optional(main.Item(id: 1))
      ```

      """
    for others in [0, 5] {
      let folder = try book(max(others, 1))
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let text = others == 0 ? "# Alone\n\n" + printing : try chapter(folder) + "\n" + printing
      try write(text, to: folder + "/chapters/01-cached.md")
      let result = try await check(folder)
      #expect(result.report.succeeded, "with \(others) others: \(result.report.rendered)")
      #expect(result.statistics.scenariosCompiled == others + 1)
    }
  }

  @Test func twoBuildsSharingACacheAtOnceBothAgree() async throws {
    let folder = try book(5)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    async let one = check(folder)
    async let two = check(folder)
    let (first, second) = try await (one, two)
    #expect(first.report.succeeded, "\(first.report.rendered)")
    #expect(second.report.succeeded, "\(second.report.rendered)")
    let third = try await check(folder)
    #expect(third.statistics.scenariosCompiled == 0)
  }

  @Test func aNewEngineInvalidatesEveryKey() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("one", to: folder + "/libViewGraph.so")
    let engine = EngineLocation(swiftc: try TestEngine.location().swiftc, directory: folder)
    let before = await engine.fingerprint()
    // The same size, the same second: only the bytes differ.
    try write("two", to: folder + "/libViewGraph.so")
    #expect(await engine.fingerprint() != before)
  }
}
