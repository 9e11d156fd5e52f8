import Foundation
import Testing

@testable import Folio

/// `/dev/shm` when it is a different file system from the temporary folder (it is a
/// tmpfs on Linux), else `nil`.
private let otherFileSystem: String? = {
  let device = { (path: String) in (try? FileManager.default.attributesOfFileSystem(forPath: path))?[.systemNumber] as? NSNumber }
  guard let shm = device("/dev/shm"), let temporary = device(NSTemporaryDirectory()), shm != temporary else { return nil }
  return "/dev/shm"
}()

/// A `--cache-dir` on another file system than the work folder works: nothing is
/// renamed across file systems (`rename` cannot), entries are written beside their place.
@Suite(.enabled(if: otherFileSystem != nil, "no tmpfs at /dev/shm apart from the temporary folder"))
struct CacheAcrossFileSystemsTests {
  @Test func aLibraryLinkedInTheWorkFolderIsStoredInACacheOnAnotherFileSystem() throws {
    let work = try makeTemporaryFolder("folio-work")
    let cache = try #require(otherFileSystem) + "/folio-cache-\(UUID().uuidString)"
    defer {
      try? FileManager.default.removeItem(atPath: work)
      try? FileManager.default.removeItem(atPath: cache)
    }
    try write("library bytes", to: work + "/module.so")
    let stored = BuildCache(directory: cache).storeLibrary(at: work + "/module.so", key: "k", scenarios: ["s"])
    #expect(stored == cache + "/libraries/k.so")
    #expect(FileManager.default.contents(atPath: cache + "/libraries/k.so") == Data("library bytes".utf8))
    #expect(BuildCache(directory: cache).library(forScenario: "s") == cache + "/libraries/k.so")
    // Only the entries, no temporary file left beside them.
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache + "/libraries") == ["k.so"])
  }

  @Test func aBookChecksWithItsCacheOnAnotherFileSystem() async throws {
    let folder = try BuildCacheTests().book(2)
    let cache = try #require(otherFileSystem) + "/folio-cache-\(UUID().uuidString)"
    defer {
      try? FileManager.default.removeItem(atPath: folder)
      try? FileManager.default.removeItem(atPath: cache)
    }
    let options = BookCheckOptions(
      paths: [folder + "/chapters"], timeout: 20, workDirectory: folder + "/work", jobs: 2,
      engine: try TestEngine.location(), cacheDirectory: cache)
    let result = await BookCheck(options: options).run()
    #expect(result.report.succeeded, "\(result.report.rendered)")
    #expect(result.statistics.scenariosCompiled == 2)
    let again = await BookCheck(options: options).run()
    #expect(again.report.succeeded)
    #expect(again.statistics.scenariosCached == 2)
  }
}
