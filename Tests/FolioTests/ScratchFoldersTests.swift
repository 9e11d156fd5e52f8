import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline

/// The cache deletes entries it cannot trust and the work folder is scratch, so neither
/// may be, lie inside or contain a chapters folder; anywhere else is fine.
@Suite struct ScratchFoldersTests {
  static func refusal(cache: String, work: String = ".build/folio-work", chapters: [String]) throws -> String? {
    let folder = try makeTemporaryFolder("folio-scratch")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("# T\n", to: folder + "/book/chapters/01.md")
    do throws(FolioError) {
      try ScratchFolders(cacheDirectory: cache, workDirectory: work).check(
        chapters: chapters, currentDirectory: folder + "/book")
      return nil
    } catch {
      return error.message
    }
  }

  @Test(arguments: [
    ("chapters", "it is the chapters folder"), ("chapters/cache", "it is inside the chapters folder"),
    ("./chapters/../chapters/", "it is the chapters folder"), (".", "it contains the chapters folder"),
    ("..", "it contains the chapters folder"),
  ])
  func aCacheAtTheChaptersIsRefused(cache: String, reason: String) throws {
    let message = try #require(try Self.refusal(cache: cache, chapters: ["chapters"]))
    #expect(message.contains("folio's cache \(reason.dropFirst(3))"), "\(message)")
  }

  @Test func aWorkFolderInsideTheChaptersIsRefused() throws {
    let message = try #require(try Self.refusal(cache: ".build/c", work: "chapters/w", chapters: ["chapters"]))
    #expect(message.contains("folio's work folder is inside the chapters folder 'chapters'"))
  }

  /// `folio test 03.md` reads only that file: a cache beside it (the default
  /// `.build/folio-cache`) is fine, the file's own folder is not.
  @Test func aChapterGivenAsAFileAllowsACacheBesideIt() throws {
    #expect(try Self.refusal(cache: "chapters/.build/folio-cache", chapters: ["chapters/01.md"]) == nil)
    let message = try #require(try Self.refusal(cache: "chapters", chapters: ["chapters/01.md"]))
    #expect(message.contains("folio's cache is the chapters folder 'chapters'"))
  }

  @Test(arguments: [".build/folio-cache", "../elsewhere", "/tmp/folio-cache-x", "chapters-cache"])
  func aCacheElsewhereIsFine(cache: String) throws {
    #expect(try Self.refusal(cache: cache, chapters: ["chapters"]) == nil)
  }

  @Test func theCommandLineRefusesBeforeAnyWorkAndTouchesNothing() async throws {
    let folder = try makeTemporaryFolder("folio-scratch-cli")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("# T\n\n```swift\nlet a = 1\n```\n", to: folder + "/chapters/01.md")
    for arguments in [["test", "--cache-dir", "chapters"], ["build", "--cache-dir", "chapters/c", "--out", "site"]] {
      let run = try await runFolio(arguments, in: folder)
      #expect(run.status == 2)  // a usage error
      #expect(run.stderr.contains("refusing to write into"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/chapters") == ["01.md"])
      #expect(!FileManager.default.fileExists(atPath: folder + "/site"))
    }
  }
}
