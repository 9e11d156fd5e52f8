import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// A chapter that is a link leading out of the book (the folder holding the chapters
/// folder), or lies in a linked folder that does, is refused at its location and never
/// read, so its target is never published; links that stay in the book are fine.
@Suite struct ChapterLinkTests {
  static let secret = "# Secret\n\nroot:$6$hash\n"

  /// `folder/book/chapters/01-a.md`, and `folder/outside/secret.md` outside the book.
  func book() throws -> String {
    // Resolved, so expected targets match whatever links the temporary folder's path has.
    let folder = ResolvedPath(try makeTemporaryFolder("folio-links")).path
    try write("# A\n\nProse.\n", to: folder + "/book/chapters/01-a.md")
    try write(Self.secret, to: folder + "/outside/secret.md")
    return folder
  }

  func link(_ path: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
  }

  func expectRefused(_ loaded: BookLoader.Loaded, chapter: String, target: String) {
    #expect(loaded.diagnostics.map(\.location) == [SourceLocation(path: chapter, line: 1)])
    #expect(loaded.diagnostics.map(\.message) == ["chapter links outside the book: \(target)"])
    #expect(loaded.diagnostics.first?.hint?.hasPrefix("copy the file into the book instead") == true)
    #expect(loaded.diagnostics.first?.severity == .error)
    #expect(!loaded.book.chapters.contains { $0.source.contains("root:") })
  }

  @Test func aChapterLinkedToAFileOutsideTheBookIsRefused() throws {
    let folder = try book()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try link(folder + "/book/chapters/02-evil.md", to: "../../outside/secret.md")
    let loaded = BookLoader().load([folder + "/book/chapters"])
    expectRefused(loaded, chapter: folder + "/book/chapters/02-evil.md", target: folder + "/outside/secret.md")
    #expect(loaded.book.chapters.map(\.title) == ["A"])
  }

  @Test func aLinkedChapterGivenByItsPathIsRefused() throws {
    let folder = try book()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try link(folder + "/book/chapters/02-evil.md", to: folder + "/outside/secret.md")
    let loaded = BookLoader().load([folder + "/book/chapters/02-evil.md"])
    expectRefused(loaded, chapter: folder + "/book/chapters/02-evil.md", target: folder + "/outside/secret.md")
  }

  @Test func aLinkedSubfolderLeavingTheChaptersIsRefused() throws {
    let folder = try book()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try link(folder + "/book/chapters/more", to: "../../outside")
    let loaded = BookLoader().load([folder + "/book/chapters/more"])
    expectRefused(loaded, chapter: folder + "/book/chapters/more/secret.md", target: folder + "/outside/secret.md")
  }

  @Test func aChaptersFolderThatIsALinkOutOfTheBookIsRefused() throws {
    let folder = try book()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try link(folder + "/book/linked", to: "../outside")
    let loaded = BookLoader().load([folder + "/book/linked"])
    expectRefused(loaded, chapter: folder + "/book/linked/secret.md", target: folder + "/outside/secret.md")
  }

  @Test func aLandingPageLinkedOutOfTheBookIsRefused() throws {
    let folder = try book()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try link(folder + "/book/chapters/index.md", to: "../../outside/secret.md")
    let loaded = BookLoader().load([folder + "/book/chapters"])
    expectRefused(loaded, chapter: folder + "/book/chapters/index.md", target: folder + "/outside/secret.md")
    #expect(loaded.book.landingPage == nil)
  }

  @Test func linksThatStayInTheBookAreFine() throws {
    let folder = try book()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("# Shared\n\nProse.\n", to: folder + "/book/shared/b.md")
    try link(folder + "/book/chapters/02-b.md", to: "../shared/b.md")
    try link(folder + "/book/chapters/03-a.md", to: "01-a.md")
    let loaded = BookLoader().load([folder + "/book/chapters"])
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.book.chapters.map(\.title) == ["A", "Shared", "A"])
    #expect(loaded.book.chapters.map(\.path).last == folder + "/book/chapters/03-a.md")
  }
}
