import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline

/// folio's own folders default to `.folio/` in the book's root, never the current
/// folder, and never where the scratch folders' check would refuse them.
@Suite struct BookWorkspaceTests {
  /// A temporary folder holding `book/chapters/01.md`, resolved so paths compare.
  func book() throws -> String {
    let folder = ResolvedPath(try makeTemporaryFolder("folio-workspace")).path
    try write("# T\n\n```swift\nlet a = 1\n```\n", to: folder + "/book/chapters/01.md")
    try FileManager.default.createDirectory(atPath: folder + "/elsewhere", withIntermediateDirectories: true)
    return folder
  }

  @Test func theDefaultsAreInTheFolderHoldingTheChapters() throws {
    let folder = try book()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let here = BookWorkspace(chapters: "chapters", currentDirectory: folder + "/book")
    #expect(here.cacheDirectory == ".folio/cache")
    #expect(here.workDirectory == ".folio/work")
    #expect(here.moduleCacheDirectory == ".folio/module-cache")
    let away = BookWorkspace(chapters: "../book/chapters/01.md", currentDirectory: folder + "/elsewhere")
    #expect(away.cacheDirectory == "../book/.folio/cache")
  }

  @Test func aFolioTomlAboveMakesItsFolderTheRoot() throws {
    let folder = try book()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("# T\n", to: folder + "/book/src/chapters/01.md")
    try write("[book]\n", to: folder + "/book/folio.toml")
    let workspace = BookWorkspace(chapters: "src/chapters", currentDirectory: folder + "/book")
    #expect(workspace.cacheDirectory == folder + "/book/.folio/cache")
  }

  /// A `folio.toml` among the chapters (`folio test .` in a book that is one folder)
  /// must not put the cache inside the chapters folder, which the check refuses.
  @Test(arguments: [".", "chapters"])
  func theDefaultsNeverLieInsideTheChapters(chapters: String) throws {
    let folder = try book()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("[book]\n", to: folder + "/book/chapters/folio.toml")
    let current = chapters == "." ? folder + "/book/chapters" : folder + "/book"
    let workspace = BookWorkspace(chapters: chapters, currentDirectory: current)
    #expect(
      !ResolvedPath(workspace.cacheDirectory, currentDirectory: current).isInside(
        ResolvedPath(folder + "/book/chapters")))
    try ScratchFolders(cacheDirectory: workspace.cacheDirectory, workDirectory: workspace.workDirectory)
      .check(chapters: [chapters], currentDirectory: current)
  }

  /// The report: folio wrote `.build/` into the current folder even with
  /// `--cache-dir`. Run from another folder, it writes nothing there.
  @Test(arguments: [[], ["--cache-dir", "../cache"]])
  func checkingABookWritesNothingInTheCurrentFolder(extra: [String]) async throws {
    let folder = try book()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try await runFolio(["test", "../book/chapters", "--quiet"] + extra, in: folder + "/elsewhere")
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/elsewhere") == [])
    #expect(FileManager.default.fileExists(atPath: folder + "/book/.folio/work"))
    #expect(FileManager.default.fileExists(atPath: folder + (extra.isEmpty ? "/book/.folio/cache" : "/cache")))
  }

  /// `folio sources` without `--out` writes into the book's `.folio/`, like the cache.
  @Test func sourcesWithoutOutWritesIntoTheBooksFolioFolder() async throws {
    let folder = try book()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try await runFolio(["sources", "../book/chapters"], in: folder + "/elsewhere")
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("to ../book/.folio/sources "), "\(run.stdout)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/elsewhere") == [])
    #expect(FileManager.default.fileExists(atPath: folder + "/book/.folio/sources/.folio-sources"))
  }
}
