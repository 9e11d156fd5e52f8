import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// A chapter's book path, what generated sources name it by, is its path in its chapters
/// folder however the book was named, and unique in the book.
@Suite struct BookPathsTests {
  /// A book with one chapter and one chapter in a part folder, in a fresh folder.
  func book() throws -> String {
    let folder = try makeTemporaryFolder()
    try write("# One\n", to: folder + "/chapters/01-one.md")
    try write("# Two\n", to: folder + "/chapters/part/02-two.md")
    return folder
  }

  @Test func aChapterHasOneBookPathHoweverItsBookIsNamed() throws {
    let folder = try book()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for spelling in [folder + "/chapters", folder + "/./chapters/", folder + "/chapters/part/../"] {
      let loaded = BookLoader().load([spelling])
      #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
      #expect(loaded.book.chapters.map(\.bookPath) == ["01-one.md", "part/02-two.md"], "\(spelling)")
    }
    let file = BookLoader().load([folder + "/chapters/01-one.md"])
    #expect(file.book.chapters.map(\.bookPath) == ["01-one.md"])
    try FileManager.default.moveItem(atPath: folder + "/chapters", toPath: folder + "/renamed")
    #expect(BookLoader().load([folder + "/renamed"]).book.chapters.map(\.bookPath) == ["01-one.md", "part/02-two.md"])
  }

  @Test func aChapterKeepsThePathItWasGivenForDiagnostics() throws {
    let folder = try book()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let loaded = BookLoader().load([folder + "/./chapters"])
    #expect(loaded.book.chapters.first?.path == folder + "/./chapters/01-one.md")
  }

  @Test func twoRootsHoldingTheSamePathGiveTheLaterChapterThePathItWasGiven() throws {
    let first = try book()
    let second = try book()
    defer {
      try? FileManager.default.removeItem(atPath: first)
      try? FileManager.default.removeItem(atPath: second)
    }
    let loaded = BookLoader().load([first + "/chapters", second + "/chapters/01-one.md"])
    #expect(
      loaded.book.chapters.map(\.bookPath) == [
        "01-one.md", "part/02-two.md", second + "/chapters/01-one.md",
      ])
  }

  @Test func aPathTakenTwiceOverGetsANumber() {
    var paths = BookPaths()
    let chapters = ResolvedPath("/nowhere/book/chapters")
    #expect(paths.claim("/nowhere/book/chapters/chapters/a.md", in: chapters) == "chapters/a.md")
    #expect(paths.claim("chapters/a.md", in: ResolvedPath("/elsewhere")) == "chapters/a.md (2)")
    #expect(paths.claim("chapters/a.md", in: ResolvedPath("/elsewhere")) == "chapters/a.md (3)")
  }

  @Test func scenariosAndBlocksCarryTheirChaptersBookPath() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write(
      "# One\n\n```swift\nlet x = 1\n```\n\n" + BuildCacheTests.scenario("s", label: "tapped"),
      to: folder + "/chapters/01-one.md")
    let loaded = BookLoader().load([folder + "/chapters"])
    let extracted = ScenarioExtractor.extract(try #require(loaded.book.chapters.first))
    #expect(extracted.scenarios.map(\.bookPath) == ["01-one.md"])
    #expect(extracted.checks.map(\.bookPath) == ["01-one.md"])
    let source = ScenarioSource.library(for: extracted.scenarios[0])
    #expect(source.contains("#sourceLocation(file: \"01-one.md#1\", line: 1)"))
    #expect(!source.contains(folder))
  }

  /// Two books whose chapters share a path from their roots, checked together: each
  /// scenario's error is reported at its own chapter, not at the other book's.
  @Test func twoBooksWithTheSameChapterPathsReportEachErrorAtItsOwnChapter() async throws {
    let books = BuildCacheTests()
    let good = try books.book(1)
    let bad = try books.book(1)
    defer {
      try? FileManager.default.removeItem(atPath: good)
      try? FileManager.default.removeItem(atPath: bad)
    }
    let chapter = bad + "/chapters/01-cached.md"
    let text = try books.chapter(bad).replacingOccurrences(
      of: "@State private var taps = 0", with: "@State private var taps: Int = \"no\"")
    try write(text, to: chapter)
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("\"no\"") }! + 1
    let options = BookCheckOptions(
      paths: [good + "/chapters", bad + "/chapters"], timeout: 20, workDirectory: good + "/work", jobs: 2,
      engine: try TestEngine.location(), cacheDirectory: good + "/cache", moduleCacheDirectory: TestEngine.moduleCache)
    let result = await BookCheck(options: options).run()
    let errors = result.report.outcomes.flatMap(\.problems).compactMap { problem -> FolioCore.SourceLocation? in
      guard case .compileError(let location, _) = problem else { return nil }
      return location
    }
    #expect(!errors.isEmpty, "\(result.report.rendered)")
    #expect(errors.allSatisfy { $0.path == chapter && $0.line == line }, "\(errors)")
    #expect(result.report.outcomes.contains { $0.location.path == good + "/chapters/01-cached.md" && $0.passed })
  }
}
