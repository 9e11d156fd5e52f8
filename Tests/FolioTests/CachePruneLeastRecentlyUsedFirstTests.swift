import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioToolchain

/// Pruning deletes the least recently used entries first: every cache hit marks its
/// entry used, so an old entry read since outlives a newer one nobody read, and the
/// current build's own entries are never pruned by its automatic bound. `folio cache
/// stats` counts what each kind holds.
@Suite struct CachePruneLeastRecentlyUsedFirstTests {
  /// A cache of `count` runs of `size` bytes each, the first used longest ago.
  func cache(runs count: Int) throws -> (folder: String, cache: BuildCache, keys: [String]) {
    let folder = try makeTemporaryFolder("folio-lru")
    let cache = BuildCache(directory: folder + "/cache")
    let keys = (0..<count).map { StableHash.key("run \($0)") }
    for (index, key) in keys.enumerated() {
      cache.storeRun(key, events: String(repeating: "x", count: 1000))
      try age(folder + "/cache/runs/\(key).jsonl", hours: Double(count - index))
    }
    return (folder, cache, keys)
  }

  /// Sets the file's modification time `hours` in the past.
  func age(_ path: String, hours: Double) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -hours * 3600)], ofItemAtPath: path)
  }

  @Test func theOldestGoFirstAndAnEntryReadSinceSurvives() throws {
    let (folder, cache, keys) = try self.cache(runs: 4)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The oldest is read again: a hit marks it used now.
    #expect(cache.runEvents(keys[0]) != nil)
    let entry = try #require(try CacheContents.list(folder + "/cache").entries.first { $0.path.contains(keys[0]) })
    #expect(abs(entry.used.timeIntervalSinceNow) < 60)
    let size = try CacheContents.list(folder + "/cache").entries[0].bytes
    let report = CachePruner(try CacheContents.list(folder + "/cache")).prune(to: ByteSize(bytes: size * 2))
    #expect(report.removed.count == 2)
    #expect(report.left == CacheTally(count: 2, bytes: size * 2))
    #expect(cache.runEvents(keys[0]) != nil, "the entry read since was pruned")
    #expect(cache.runEvents(keys[1]) == nil)
    #expect(cache.runEvents(keys[2]) == nil)
    #expect(cache.runEvents(keys[3]) != nil)
  }

  @Test func entriesUsedSinceTheBuildStartedAreKeptPastTheBound() throws {
    let (folder, cache, keys) = try self.cache(runs: 3)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let started = Date()
    #expect(cache.runEvents(keys[1]) != nil)
    let report = try #require(try cache.keepWithin(ByteSize(bytes: 1), buildStarted: started).get())
    #expect(report.removed.count == 2)
    #expect(cache.runEvents(keys[1]) != nil)
    #expect(cache.runEvents(keys[0]) == nil)
    #expect(cache.runEvents(keys[2]) == nil)
  }

  @Test func aCacheWithinItsBoundIsNotTouched() throws {
    let (folder, cache, _) = try self.cache(runs: 3)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try cache.keepWithin(ByteSize.defaultCacheBound, buildStarted: Date()).get() == nil)
    // Every run stays; the check adds only its memo (``BoundCheckMemo``).
    let kinds = try CacheContents.list(folder + "/cache").entries.map(\.kind)
    #expect(kinds.sorted() == ["runs", "runs", "runs", CacheKind.totals.rawValue], "\(kinds)")
  }

  @Test func statsCountsEachKindAndTheTotal() async throws {
    let (folder, cache, _) = try self.cache(runs: 2)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    cache.storeCheck(StableHash.key("check"), succeeded: true, output: "")
    cache.store(Data("1".utf8), as: .facts, key: StableHash.key("fact"))
    let sizes = Dictionary(
      grouping: try CacheContents.list(folder + "/cache").entries, by: \.kind
    ).mapValues { $0.reduce(UInt64(0)) { $0 + $1.bytes } }
    let runs = try #require(sizes["runs"])
    let checks = try #require(sizes["checks"])
    let facts = try #require(sizes["facts"])
    let total = runs + checks + facts
    let outcome = try await runFolio(
      ["cache", "stats", "--cache-dir", "cache"], in: folder, environment: ["FOLIO_CACHE_MAX_SIZE": "500M"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    func readable(_ bytes: UInt64) -> String { ByteSize(bytes: bytes).readable }
    #expect(
      outcome.stdout == """
        cache: cache
          libraries: 0 entries, 0 bytes (0 bytes)
          scenarios: 0 entries, 0 bytes (0 bytes)
          runs: 2 entries, \(runs) bytes (\(readable(runs)))
          checks: 1 entry, \(checks) bytes (\(readable(checks)))
          plans: 0 entries, 0 bytes (0 bytes)
          costs: 0 entries, 0 bytes (0 bytes)
          facts: 1 entry, \(facts) bytes (\(readable(facts)))
          totals: 0 entries, 0 bytes (0 bytes)
        total: 4 entries, \(total) bytes (\(readable(total)))
        bound: 524288000 bytes (500.0 MB), from FOLIO_CACHE_MAX_SIZE

        """)
    let byDefault = try await runFolio(["cache", "stats", "--cache-dir", "cache"], in: folder)
    #expect(byDefault.stdout.hasSuffix("bound: 2147483648 bytes (2.0 GB), from the default\n"))
  }
}
