import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioToolchain

/// The automatic bound lists the cache (an `lstat` of every entry) only when the cache
/// may be over it: after a build that wrote an entry, when the bound in force is lower
/// than the total or the bound the cache remembers from its last check, or when that
/// memo is missing or not believed (garbled, edited by hand). A build that wrote nothing
/// under the same bound does not list it; a lowered bound still takes effect on the next
/// build, a no-op one included.
@Suite struct TheBoundListsTheCacheOnlyWhenItMayBeOverTests {
  let books = BuildCacheTests()

  func check(_ folder: String, bound: ByteSize = .defaultCacheBound) async throws -> BookCheckResult {
    try await APrunedCacheCostsOnlyARebuildTests().check(folder, bound: bound)
  }

  /// A cache of four runs of about 1000 bytes each, last used an hour ago, checked once
  /// against `bound` by a build that wrote them: the memo of that check is in place.
  func checkedCache(bound: ByteSize = .defaultCacheBound) throws -> (folder: String, cache: BuildCache) {
    let folder = try makeTemporaryFolder("folio-bound-memo")
    let cache = BuildCache(directory: folder + "/cache")
    for index in 0..<4 { cache.storeRun(StableHash.key("run \(index)"), events: String(repeating: "x", count: 1000)) }
    _ = try cache.keepWithin(bound, buildStarted: Date()).get()
    try APrunedCacheCostsOnlyARebuildTests().ageEveryEntry(folder)
    return (folder, cache)
  }

  /// The path of the memo the last check left, the one file of its kind.
  func memo(_ folder: String) throws -> String {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/cache/" + CacheKind.totals.rawValue)
    #expect(names.count == 1, "\(names)")
    return folder + "/cache/" + CacheKind.totals.path(BoundCheckMemo.key)
  }

  /// How many runs the cache holds.
  func runs(_ folder: String) throws -> Int {
    try CacheContents.list(folder + "/cache").entries.filter { $0.kind == "runs" }.count
  }

  @Test func aNoOpBuildDoesNotListTheCache() async throws {
    let folder = try books.book(1)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = try await check(folder)
    #expect(first.report.succeeded, "\(first.report.rendered)")
    #expect(first.cacheListings == 1, "a build that compiled and ran wrote the cache, and must check it")
    // A build may still learn a fact of an engine file written under 2 s before the first
    // (``BuildCache/fact(_:of:settled:learn:)``): that is a write, and it lists. Only the
    // build after that one is a no-op whatever the engine's age.
    _ = try await check(folder)
    let third = try await check(folder)
    #expect(third.statistics.scenariosCompiled == 0 && third.statistics.transcriptsRun == 0)
    #expect(third.cacheListings == 0)
  }

  @Test func aBuildThatWroteListsTheCache() throws {
    let (folder, _) = try checkedCache()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let idle = BuildCache(directory: folder + "/cache")
    #expect(idle.runEvents(StableHash.key("run 0")) != nil)
    _ = try idle.keepWithin(.defaultCacheBound, buildStarted: Date()).get()
    #expect(idle.listings == 0, "a build that only read the cache listed it")
    let writer = BuildCache(directory: folder + "/cache")
    writer.storeRun(StableHash.key("run 4"), events: "{}")
    _ = try writer.keepWithin(.defaultCacheBound, buildStarted: Date()).get()
    #expect(writer.listings == 1)
  }

  @Test func aLoweredBoundPrunesOnTheNextBuildThoughItWroteNothing() async throws {
    let folder = try books.book(2)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = try await check(folder)
    #expect(first.report.succeeded, "\(first.report.rendered)")
    try APrunedCacheCostsOnlyARebuildTests().ageEveryEntry(folder)
    #expect(try runs(folder) == 2)
    // The book loses its second scenario: the build finds the first one's library and run.
    let edited = try books.chapter(folder).components(separatedBy: "```swift scenario=s2")[0]
    try write(edited, to: folder + "/chapters/01-cached.md")
    let unchanged = try await check(folder)
    #expect(unchanged.report.succeeded, "\(unchanged.report.rendered)")
    #expect(unchanged.statistics.scenariosCompiled == 0 && unchanged.statistics.transcriptsRun == 0)
    #expect(unchanged.cacheListings == 0)
    #expect(try runs(folder) == 2, "the cache was pruned within its bound")
    let lowered = try await check(folder, bound: ByteSize(bytes: 1))
    #expect(lowered.report.succeeded, "\(lowered.report.rendered)")
    #expect(lowered.statistics.scenariosCompiled == 0 && lowered.statistics.transcriptsRun == 0)
    #expect(lowered.cacheListings == 1)
    #expect(try runs(folder) == 1, "the lowered bound did not prune the run the book no longer has")
  }

  @Test func aBoundLoweredBelowTheRememberedTotalPrunes() throws {
    let (folder, _) = try checkedCache()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let idle = BuildCache(directory: folder + "/cache")
    let report = try idle.keepWithin(ByteSize(bytes: 3000), buildStarted: Date()).get()
    #expect(idle.listings == 1)
    #expect(report?.removed.count == 2)
    #expect(try runs(folder) == 2)
  }

  @Test(arguments: ["missing", "garbled", "edited"])
  func aMemoThatIsNotBelievedMeansTheCacheIsListed(_ damage: String) throws {
    let (folder, _) = try checkedCache()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try memo(folder)
    let sealed = try #require(FileManager.default.contents(atPath: path))
    let text = String(decoding: sealed, as: UTF8.self)
    switch damage {
    case "missing": try FileManager.default.removeItem(atPath: path)
    case "garbled": try Data(sealed.prefix(sealed.count / 2)).write(to: URL(fileURLWithPath: path))
    default:
      // What a memo of a tiny cache checked against a tiny bound would say, under the old seal.
      let content = String(text.split(separator: "\n", maxSplits: 1)[1])
      let small = content.replacingOccurrences(of: #"[0-9]+"#, with: "1", options: .regularExpression)
      #expect(small != content)
      try write(text.replacingOccurrences(of: content, with: small), to: path)
    }
    let idle = BuildCache(directory: folder + "/cache")
    // 3000 bytes is above what the edited memo says and below what the cache holds.
    let report = try idle.keepWithin(ByteSize(bytes: 3000), buildStarted: Date()).get()
    #expect(idle.listings == 1)
    #expect(report?.removed.count == 2)
    #expect(try runs(folder) == 2)
  }
}
