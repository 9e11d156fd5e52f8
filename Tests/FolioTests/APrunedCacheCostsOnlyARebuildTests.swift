import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioToolchain

/// Pruning the cache costs at most a rebuild, never a wrong result: a scenario whose
/// library was pruned while its `scenarios/` pointer stayed is compiled again and
/// passes, and a build past the automatic bound prunes older entries but keeps the ones
/// it used, so the next build finds them all.
@Suite struct APrunedCacheCostsOnlyARebuildTests {
  let books = BuildCacheTests()

  func check(_ folder: String, bound: ByteSize = .defaultCacheBound) async throws -> BookCheckResult {
    var options = BookCheckOptions(
      paths: [folder + "/chapters"], timeout: 20, workDirectory: folder + "/work", jobs: 2,
      engine: try TestEngine.location(), cacheDirectory: folder + "/cache", moduleCacheDirectory: TestEngine.moduleCache
    )
    options.cacheBound = bound
    return await BookCheck(options: options).run()
  }

  /// Sets every entry's modification time an hour back, as if last used then.
  func ageEveryEntry(_ folder: String) throws {
    for entry in try CacheContents.list(folder + "/cache").entries {
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: folder + "/cache/" + entry.path)
    }
  }

  @Test func aPrunedLibraryWhosePointerRemainsIsBuiltAgain() async throws {
    let folder = try books.book(2)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = try await check(folder)
    #expect(first.report.succeeded, "\(first.report.rendered)")
    let libraries = try CacheContents.list(folder + "/cache").entries.filter { $0.kind == "libraries" }
    #expect(!libraries.isEmpty)
    for library in libraries { try FileManager.default.removeItem(atPath: folder + "/cache/" + library.path) }
    #expect(try CacheContents.list(folder + "/cache").entries.contains { $0.kind == "scenarios" })
    let second = try await check(folder)
    #expect(second.report.succeeded, "\(second.report.rendered)")
    #expect(second.statistics.scenariosCompiled == 2)
    #expect(second.runs.map(\.realLines) == first.runs.map(\.realLines))
    let third = try await check(folder)
    #expect(third.statistics.scenariosCompiled == 0)
  }

  @Test func theAutomaticBoundPrunesOlderEntriesAndKeepsThisBuilds() async throws {
    let folder = try books.book(2)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = try await check(folder)
    #expect(first.report.succeeded, "\(first.report.rendered)")
    try ageEveryEntry(folder)
    // The second scenario changes: its old library and run are no longer used.
    let edited = try books.chapter(folder).replacingOccurrences(of: "tapped 2", with: "pressed 2")
    try write(edited, to: folder + "/chapters/01-cached.md")
    let second = try await check(folder, bound: ByteSize(bytes: 1))
    #expect(second.report.succeeded, "\(second.report.rendered)")
    let left = try CacheContents.list(folder + "/cache").entries
    #expect(left.allSatisfy { $0.used.timeIntervalSinceNow > -1800 }, "an entry this build did not use was kept")
    let third = try await check(folder)
    #expect(third.report.succeeded)
    #expect(
      third.statistics
        == BuildStatistics(scenariosCompiled: 0, scenariosCached: 2, transcriptsRun: 0, transcriptsCached: 2))
  }

  @Test func aBuildWithATinyBoundFromTheEnvironmentStillPasses() async throws {
    let folder = try books.book(1)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for _ in 0..<2 {
      let outcome = try await runFolio(
        ["test", "chapters", "--cache-dir", "cache"], in: folder, environment: ["FOLIO_CACHE_MAX_SIZE": "1K"])
      #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    }
    // The second build used every entry it found: the bound did not take them from it.
    let stats = try await runFolio(["cache", "stats", "--cache-dir", "cache"], in: folder)
    #expect(stats.stdout.contains("  libraries: 1 entry, "), "\(stats.stdout)")
    #expect(stats.stdout.contains("  runs: 1 entry, "), "\(stats.stdout)")
  }
}
