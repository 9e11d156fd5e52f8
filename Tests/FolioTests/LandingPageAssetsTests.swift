import Foundation
import Testing

@testable import FolioCore
@testable import FolioSite

/// The landing page (`index.md`) references the book's files as a chapter does: each
/// must exist and stay inside the book, and the site carries it.
@Suite struct LandingPageAssetsTests {
  func book(_ landing: String, files: [String] = []) throws -> String {
    let folder = try makeTemporaryFolder("folio-landing")
    try write(landing, to: folder + "/book/chapters/index.md")
    try write("# A\n\nText.\n", to: folder + "/book/chapters/01-a.md")
    for file in files { try write("PNG", to: folder + "/" + file) }
    return folder
  }

  @Test func aFileTheLandingPageShowsIsCarriedIntoTheSite() throws {
    let folder = try book(
      "# My Book\n\n![Cover](images/cover.png)\n", files: ["book/chapters/images/cover.png"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let loaded = BookLoader().load([folder + "/book/chapters"])
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.book.landingAssets.map(\.sitePath) == ["images/cover.png"])
    let checked = BookChecker.check(
      loaded.book.chapters.map(ScenarioExtractor.extract), landingPage: loaded.book.landingPage,
      landingAssets: loaded.book.landingAssets, diagnostics: [], runs: [], typechecked: [], scenarioTypechecks: [])
    let files = SiteRenderer().render(checked)
    let cover = try #require(files.first { $0.path == "images/cover.png" })
    #expect(cover.copiedFrom?.hasSuffix("/book/chapters/images/cover.png") == true)
    let index = try #require(files.first { $0.path == "index.html" }).contents
    #expect(index.contains("<img src=\"images/cover.png\" alt=\"Cover\">"))
  }

  @Test func aMissingFileIsAnErrorAtTheLandingPagesLine() throws {
    let folder = try book("# My Book\n\nIntro.\n\n![Cover](images/missing.png)\n")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let loaded = BookLoader().load([folder + "/book/chapters"])
    #expect(loaded.diagnostics.map(\.message) == ["'images/missing.png' is referenced but does not exist"])
    #expect(loaded.diagnostics.map(\.location.line) == [5])
    #expect(loaded.diagnostics.map { $0.location.path.hasSuffix("chapters/index.md") } == [true])
  }

  @Test func aReferenceLeavingTheBookIsRefused() throws {
    let folder = try book("# My Book\n\n[secret](../../secret.txt)\n", files: ["secret.txt"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let loaded = BookLoader().load([folder + "/book/chapters"])
    #expect(loaded.diagnostics.map(\.message) == ["'../../secret.txt' leads outside the book's folder"])
    #expect(loaded.book.landingAssets.isEmpty)
  }
}
