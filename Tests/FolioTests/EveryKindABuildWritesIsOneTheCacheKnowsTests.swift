import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioToolchain

/// Every folder a build writes in its cache is a kind `folio cache stats` lists by name
/// and `folio cache prune` knows (``CacheKind``): a kind added to ``BuildCache`` without
/// a name of its own would be counted as an unknown one, or not at all.
@Suite struct EveryKindABuildWritesIsOneTheCacheKnowsTests {
  @Test func everyFolderABuildWritesIsAKnownKind() async throws {
    let folder = try BuildCacheTests().book(1)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A block type-checked alone, beside the scenario, so that the build keeps a verdict too.
    let chapter = try BuildCacheTests().chapter(folder) + "\n```swift\nlet answer = 42\n```\n"
    try write(chapter, to: folder + "/chapters/01-cached.md")
    let result = try await APrunedCacheCostsOnlyARebuildTests().check(folder)
    #expect(result.report.succeeded, "\(result.report.rendered)")
    let written = Set(try FileManager.default.contentsOfDirectory(atPath: folder + "/cache"))
    #expect(written.isSuperset(of: ["libraries", "scenarios", "runs", "checks", "costs", "facts"]), "\(written)")
    #expect(written.subtracting(CacheContents.knownKinds).isEmpty, "\(written) against \(CacheContents.knownKinds)")
    let tallies = try CacheContents.list(folder + "/cache").tallies
    #expect(tallies.map(\.kind) == CacheContents.knownKinds, "\(tallies)")
  }
}
