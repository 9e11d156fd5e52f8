import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// Temporary files are written beside their destination: a `--cache-dir` on another
/// file system than the build's work folder works (a `rename` cannot cross file systems).
@Suite struct CacheOnAnotherFileSystemTests {
  /// A folder on a file system other than the temporary folder's: `/dev/shm` when it
  /// exists and is one (a tmpfs on Linux), else `nil`.
  static let otherFileSystem: String? = {
    var shm = stat()
    var temporary = stat()
    guard stat("/dev/shm", &shm) == 0, stat(NSTemporaryDirectory(), &temporary) == 0, shm.st_dev != temporary.st_dev,
      access("/dev/shm", W_OK) == 0
    else { return nil }
    return "/dev/shm"
  }()

  @Test(
    .enabled(
      if: otherFileSystem != nil,
      "skipped: /dev/shm is missing, not writable or on the same file system as the temporary folder"))
  func aCacheOnAnotherFileSystemThanTheWorkFolderWorks() async throws {
    let books = BuildCacheTests()
    let folder = try books.book(3)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cache = try #require(Self.otherFileSystem) + "/folio-cache-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let options = BookCheckOptions(
      paths: [folder + "/chapters"], timeout: 20, workDirectory: folder + "/work", jobs: 2,
      engine: try TestEngine.location(), cacheDirectory: cache, moduleCacheDirectory: TestEngine.moduleCache)
    let first = await BookCheck(options: options).run()
    #expect(first.report.succeeded, "\(first.report.rendered)")
    let second = await BookCheck(options: options).run()
    #expect(second.report.succeeded, "\(second.report.rendered)")
    #expect(
      second.statistics
        == BuildStatistics(scenariosCompiled: 0, scenariosCached: 3, transcriptsRun: 0, transcriptsCached: 3))
    // Nothing half-written is left behind.
    let leftovers = FileManager.default.enumerator(atPath: cache)?.allObjects.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".tmp") }
    #expect(leftovers == [])
  }
}
