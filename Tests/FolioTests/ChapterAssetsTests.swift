import Foundation
import Testing

@testable import FolioCore

/// Files a chapter references are the book's: they must exist and stay inside it.
@Suite struct ChapterAssetsTests {
  func load(_ source: String, files: [String] = []) throws -> (BookLoader.Loaded, String) {
    let folder = try makeTemporaryFolder("folio-assets")
    try write(source, to: folder + "/book/chapters/01-a.md")
    for file in files { try write("x", to: folder + "/" + file) }
    return (BookLoader().load([folder + "/book/chapters"]), folder)
  }

  @Test func aReferencedFileIsAnAssetAtItsSitePath() throws {
    let (loaded, folder) = try load(
      "# A\n\n![t](images/t.png) [data](../data/p.csv#top) [next](02-b.md) [page](02-b.html) [w](https://x.org/a.png)\n",
      files: ["book/chapters/images/t.png", "book/data/p.csv"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let assets = try #require(loaded.book.chapters.first).assets
    #expect(assets.map(\.written) == ["images/t.png", "../data/p.csv"])
    #expect(assets.map(\.sitePath) == ["images/t.png", "files/data/p.csv"])
    #expect(loaded.diagnostics.isEmpty)
  }

  @Test func aMissingFileIsAnErrorAtTheChaptersLine() throws {
    let (loaded, folder) = try load("# A\n\ntext\n\n![t](images/missing.png)\n")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(loaded.diagnostics.map(\.message) == ["'images/missing.png' is referenced but does not exist"])
    #expect(loaded.diagnostics.map(\.location.line) == [5])
  }

  /// Spellings a browser reads as `javascript:` (WHATWG drops tabs and newlines, trims C0
  /// controls): URLs, which the site neutralises, not files the book lacks.
  static let schemesInDisguise = ["java&#9;script:alert(1)", "jav&#13;ascript:alert(2)", "&#1;javascript:alert(3)"]

  @Test(arguments: schemesInDisguise)
  func aSchemeABrowserWouldReadIsNoAsset(_ target: String) throws {
    let (loaded, folder) = try load("# A\n\n[x](\(target))\n")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
    #expect(try #require(loaded.book.chapters.first).assets.isEmpty)
  }

  static let leaving = ["../../secret.txt", "/etc/passwd", "images/../../../secret.txt", "link/secret.txt"]

  @Test(arguments: leaving)
  func aReferenceLeavingTheBookIsRefused(_ target: String) throws {
    let (_, folder) = try load("# A\n", files: ["secret.txt"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createSymbolicLink(atPath: folder + "/book/chapters/link", withDestinationPath: folder)
    try write("# A\n\n[s](\(target))\n", to: folder + "/book/chapters/01-a.md")
    let loaded = BookLoader().load([folder + "/book/chapters"])
    #expect(loaded.diagnostics.map(\.message) == ["'\(target)' leads outside the book's folder"])
    #expect(try #require(loaded.book.chapters.first).assets.isEmpty)
  }
}
