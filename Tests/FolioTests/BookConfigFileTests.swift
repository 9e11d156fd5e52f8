import Foundation
import Testing

@testable import FolioCore

/// A book's `folio.toml` on disk: found upward, its paths kept inside the book, its
/// theme read and checked.
@Suite struct BookConfigFileTests {
  /// A book folder holding `folio.toml` with `config` and a `chapters/01-a.md`.
  func book(_ config: String) throws -> String {
    let folder = try makeTemporaryFolder("folio-config")
    try write(config, to: folder + "/book/folio.toml")
    try write("# A\n", to: folder + "/book/chapters/01-a.md")
    return folder
  }

  func errors(_ folder: String) -> [FolioError] {
    guard
      case .failure(let problems) = BookConfigFile.load(folder + "/book/folio.toml", currentDirectory: folder + "/book")
    else { return [] }
    return problems.errors
  }

  @Test func theConfigIsFoundFromAnyFolderInsideTheBook() throws {
    let folder = try book("")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/book/chapters/deep", withIntermediateDirectories: true)
    let found = try #require(BookConfigFile.find(from: folder + "/book/chapters/deep"))
    #expect(ResolvedPath(found) == ResolvedPath(folder + "/book/folio.toml"))
    let loaded = try BookConfigFile.load(found, currentDirectory: folder + "/book/chapters/deep").get()
    #expect(loaded.root == "../.." && loaded.chapters == "../../chapters" && loaded.path == "../../folio.toml")
    #expect(BookConfigFile.find(from: folder) == nil)
  }

  static let escaping = [
    "[book]\nchapters = \"../elsewhere\"\n", "[book]\nchapters = \"/etc\"\n", "[site]\nout = \"../../site\"\n",
    "[theme]\ncss = \"/etc/passwd\"\n", "[theme]\nhead = \"theme/../../secret.html\"\n",
    "[book]\norder = [\"../../outside.md\"]\n",
  ]

  @Test(arguments: escaping)
  func aPathLeavingTheBookIsRefused(_ config: String) throws {
    let folder = try book(config)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("<p>x</p>", to: folder + "/secret.html")
    let found = errors(folder)
    #expect(found.contains { if case .leavesBook = $0 { return true } else { return false } }, "\(found)")
    #expect(found.allSatisfy { $0.location.path == "folio.toml" && $0.location.line == 2 })
  }

  @Test func aThemeFileThatIsALinkOutOfTheBookIsRefused() throws {
    let folder = try book("[theme]\ncss = \"theme/extra.css\"\n")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("body{}", to: folder + "/outside.css")
    try FileManager.default.createDirectory(atPath: folder + "/book/theme", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/book/theme/extra.css", withDestinationPath: folder + "/outside.css")
    #expect(errors(folder).map(\.message) == ["'theme/extra.css' leads outside the book's folder"])
  }

  @Test func orderNamingAMissingFileIsAnErrorAtItsLine() throws {
    let folder = try book("[book]\ntitle = \"T\"\norder = [\"01-a.md\", \"02-gone.md\"]\n")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(
      errors(folder) == [
        .missingBookFile(SourceLocation(path: "folio.toml", line: 3), key: "book.order", path: "chapters/02-gone.md")
      ])
  }

  @Test func aMissingChaptersFolderOrThemeFileIsAnError() throws {
    let folder = try book("[book]\nchapters = \"text\"\n[theme]\nfooter = \"footer.html\"\n")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(errors(folder).map(\.location.line) == [2, 4])
  }

  @Test func aThemeTemplateThatRunsScriptIsAnErrorInTheTemplate() throws {
    let folder = try book("[theme]\nfooter = \"footer.html\"\n")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("<p>Hi</p>\n<img src=x onerror=alert(1)>\n", to: folder + "/book/footer.html")
    #expect(errors(folder).map(\.location) == [SourceLocation(path: "footer.html", line: 2, column: 1)])
  }

  @Test func theThemeIsRead() throws {
    let folder = try book("[theme]\ncss = \"extra.css\"\nhead = \"head.html\"\n")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("body { color: teal }", to: folder + "/book/extra.css")
    try write("<meta name=\"x\" content=\"y\">", to: folder + "/book/head.html")
    let loaded = try BookConfigFile.load(folder + "/book/folio.toml", currentDirectory: folder + "/book").get()
    #expect(loaded.theme == BookTheme(css: "body { color: teal }", head: "<meta name=\"x\" content=\"y\">"))
  }
}
