import Foundation
import Testing

@testable import FolioCore

/// A chapters folder in reading order: chapters and parts, `order` first.
@Suite struct BookFolderListingTests {
  func folder(_ files: [String]) throws -> String {
    let folder = try makeTemporaryFolder("folio-listing")
    for file in files { try write("# \(file)\n", to: folder + "/" + file) }
    return folder
  }

  @Test func subfoldersWithChaptersArePartsInNameOrder() throws {
    let root = try folder(["01-a.md", "02-part/index.md", "02-part/b.md", "02-part/a.md", "images/x.png", "index.md"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let listing = try #require(BookFolderListing.list(root, order: []))
    #expect(
      listing.entries == [
        .chapter(root + "/01-a.md"), .part(root + "/02-part", [root + "/02-part/a.md", root + "/02-part/b.md"]),
      ])
    #expect(listing.landingPage == root + "/index.md")
    #expect(listing.errors.isEmpty)
  }

  @Test func orderComesFirstAndTheRestFollowByName() throws {
    let root = try folder(["a.md", "b.md", "c.md", "part/x.md"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let listing = try #require(BookFolderListing.list(root, order: ["part", "c.md"]))
    #expect(
      listing.entries == [
        .part(root + "/part", [root + "/part/x.md"]), .chapter(root + "/c.md"), .chapter(root + "/a.md"),
        .chapter(root + "/b.md"),
      ])
  }

  @Test func aPartWithNoChapterIsAnError() throws {
    let root = try folder(["a.md", "empty/index.md", "named/notes.txt"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let listing = try #require(BookFolderListing.list(root, order: ["named"]))
    #expect(
      listing.errors.map(\.message) == [
        "part folder '\(root)/empty' holds no chapter", "part folder '\(root)/named' holds no chapter",
      ])
  }

  @Test func partsReachTheChaptersWithTheirTitle() throws {
    let root = try folder(["a.md", "part/b.md"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    try write("# Part One\n", to: root + "/part/index.md")
    let book = BookLoader().load([root]).book
    #expect(book.chapters.map(\.part) == [nil, "Part One"])
  }

  /// Parts do not nest: a folder below a part that holds chapters (at any depth) is an
  /// error at that folder, never silently left out of the book; the part's own chapters
  /// are still listed.
  @Test func chaptersInAFolderBelowAPartAreAnErrorAtThatFolder() throws {
    let root = try folder([
      "a.md", "part/b.md", "part/sub/c.md", "part/images/x.png", "part/deep/more/d.md", "only/sub/e.md",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let listing = try #require(BookFolderListing.list(root, order: []))
    #expect(listing.entries == [.chapter(root + "/a.md"), .part(root + "/part", [root + "/part/b.md"])])
    #expect(
      listing.errors.map(\.location.path) == [root + "/only/sub", root + "/part/deep", root + "/part/sub"])
    #expect(
      listing.errors.first?.message
        == "folder '\(root)/only/sub' holds chapters, but parts do not nest: they are not in the book")
    #expect(listing.errors.first?.hint?.contains("'\(root)/only'") == true)
  }

  /// Links are not searched for nested chapters: one below a part that leads back up
  /// (no endless listing), nor a subfolder that is a link out of the book (whose
  /// chapters are not the book's).
  @Test func aLinkIsNotSearchedForNestedChapters() throws {
    let root = try folder(["a.md", "part/b.md"])
    let outside = try folder(["x/sub/c.md"])
    defer {
      try? FileManager.default.removeItem(atPath: root)
      try? FileManager.default.removeItem(atPath: outside)
    }
    try FileManager.default.createSymbolicLink(atPath: root + "/part/loop", withDestinationPath: root)
    try FileManager.default.createSymbolicLink(atPath: root + "/out", withDestinationPath: outside + "/x")
    let listing = try #require(BookFolderListing.list(root, order: []))
    #expect(listing.errors.isEmpty, "\(listing.errors.map(\.message))")
  }
}
