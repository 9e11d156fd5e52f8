import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// Two spellings of one folder resolve to one path, as the file system reads them, so
/// no spelling of a protected folder slips past a comparison.
@Suite struct ResolvedPathTests {
  @Test func spellingsOfOneFolderResolveAlike() throws {
    let folder = ResolvedPath(try makeTemporaryFolder()).path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/a/b", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "a/b")
    for spelling in ["a/b", "./a/b/", "a//b", "a/./b", "x/../a/b", "link", "link/", folder + "/a/b"] {
      #expect(ResolvedPath(spelling, currentDirectory: folder).path == folder + "/a/b", "\(spelling)")
    }
    // `..` after a link leaves the link's target, as the kernel reads it.
    #expect(ResolvedPath("link/..", currentDirectory: folder).path == folder + "/a")
    // The part that does not exist yet is kept as written, below the resolved part.
    #expect(ResolvedPath("link/new/site", currentDirectory: folder).path == folder + "/a/b/new/site")
    #expect(ResolvedPath("..", currentDirectory: "/").path == "/")
  }

  @Test func insideIsStrictAndByComponent() {
    let chapters = ResolvedPath("/book/chapters")
    #expect(ResolvedPath("/book/chapters/site").isInside(chapters))
    #expect(!ResolvedPath("/book/chapters").isInside(chapters))
    #expect(!ResolvedPath("/book/chapters-site").isInside(chapters))
    #expect(chapters.isInside(ResolvedPath("/")))
    #expect(ResolvedPath("/book/chapters").parent == ResolvedPath("/book"))
    #expect(ResolvedPath("/book/chapters").name == "chapters")
  }

  @Test func theBooksRootHoldsTheChaptersFolderAsWritten() throws {
    let folder = ResolvedPath(try makeTemporaryFolder()).path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("# A\n", to: folder + "/book/c/01.md")
    let named = BookFolder(of: "book/c", currentDirectory: folder)
    #expect(named.chapters.path == folder + "/book/c" && named.root.path == folder + "/book")
    let file = BookFolder(of: "book/c/01.md", currentDirectory: folder)
    #expect(file.written == "book/c" && file.root.path == folder + "/book")
    let here = BookFolder(of: ".", currentDirectory: folder + "/book/c")
    #expect(here.chapters.path == folder + "/book/c" && here.root.path == folder + "/book")
    let one = BookFolder(of: "c", currentDirectory: folder + "/book")
    #expect(one.chapters.path == folder + "/book/c" && one.root.path == folder + "/book")
  }
}
