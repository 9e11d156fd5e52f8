import Foundation
import Testing

@testable import FolioCore

/// A book configured by `folio.toml`, checked and built by the `folio` binary as an
/// author runs it: from inside the book, the config's settings on every page.
@Suite struct BookConfigEndToEndTests {
  static let chapter = """
    # Counting

    A tree: ![A tree](images/tree.png)

    ```swift scenario=sum
    print([3, 1, 2].reduce(0, +))
    ```

    ```transcript scenario=sum
    6
    ```

    """

  func book(_ config: String) throws -> String {
    let folder = try makeTemporaryFolder("folio-configured")
    try write(config, to: folder + "/book/folio.toml")
    try write(Self.chapter, to: folder + "/book/text/01-counting.md")
    try write("PNG", to: folder + "/book/text/images/tree.png")
    try write("# Part Two\n", to: folder + "/book/text/part-two/index.md")
    try write("# Later\n\n```swift\nlet later = 1\n```\n", to: folder + "/book/text/part-two/a-later.md")
    return folder
  }

  @Test func buildFromInsideTheBookUsesEverySettingOfTheConfig() async throws {
    let folder = try book(
      """
      [book]
      title = "Counting Book"
      authors = ["Ada Lovelace", "Charles Babbage"]
      description = "A book about counting."
      language = "fr"
      chapters = "text"
      [site]
      out = "public"
      [repository]
      url = "https://example.org/book"
      edit-url = "https://example.org/book/edit/main/{path}"
      [theme]
      css = "theme/extra.css"
      head = "theme/head.html"
      footer = "theme/footer.html"
      """)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write(".book-mark { color: teal }", to: folder + "/book/theme/extra.css")
    try write("<meta name=\"theme-mark\" content=\"1\">", to: folder + "/book/theme/head.html")
    try write("<p class=\"footer-mark\">Licence</p>", to: folder + "/book/theme/footer.html")
    // From a folder of the book below its root (not the chapters, which the default
    // cache folder may not lie in).
    let run = try await runFolio(["build", "--quiet"], in: folder + "/book/theme")
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let site = folder + "/book/public/"
    let page = try String(contentsOfFile: site + "01-counting.html", encoding: .utf8)
    #expect(page.contains("<html lang=\"fr\">"))
    #expect(page.contains("<title>Counting · Counting Book</title>"))
    #expect(page.contains("<meta name=\"author\" content=\"Ada Lovelace, Charles Babbage\">"))
    #expect(page.contains("By Ada Lovelace and Charles Babbage"))
    #expect(page.contains("<a href=\"https://example.org/book\">Source repository</a>"))
    #expect(page.contains("href=\"https://example.org/book/edit/main/text/01-counting.md\">Edit this page</a>"))
    #expect(page.contains("<meta name=\"theme-mark\" content=\"1\">\n</head>"))
    #expect(page.contains("<p class=\"footer-mark\">Licence</p>"))
    #expect(page.contains("<img src=\"images/tree.png\" alt=\"A tree\">"))
    #expect(page.contains("<li class=\"toc-part\">Part Two</li>"))
    let landing = try String(contentsOfFile: site + "index.html", encoding: .utf8)
    #expect(landing.contains("<meta name=\"description\" content=\"A book about counting.\">"))
    #expect(!landing.contains("Edit this page"))
    #expect(
      try String(contentsOfFile: site + "assets/folio.css", encoding: .utf8).hasSuffix(".book-mark { color: teal }"))
    #expect(try String(contentsOfFile: site + "images/tree.png", encoding: .utf8) == "PNG")
    #expect(FileManager.default.fileExists(atPath: site + "a-later.html"))
  }

  @Test func aFlagWinsOverTheConfig() async throws {
    let folder = try book("[book]\nchapters = \"text\"\n[site]\nout = \"public\"\n")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try await runFolio(["build", "--quiet", "--out", "elsewhere"], in: folder + "/book")
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder + "/book/elsewhere/index.html"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/book/public"))
  }

  @Test func aBrokenConfigChecksNothingAndSaysWhere() async throws {
    let folder = try book("[book]\nchapters = \"text\"\ntitel = \"x\"\n")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try await runFolio(["test", "--quiet"], in: folder + "/book/text")
    #expect(run.status == 2)  // a configuration error
    #expect(run.stdout.hasPrefix("../folio.toml:3:1: error: unknown key 'book.titel' in folio.toml\n    hint: "))
  }

  /// A data race the Swift 6 language mode rejects and Swift 5 accepts: global mutable
  /// state any thread may touch. (Found by the type checker: Folio only type-checks
  /// such a block, so a race found later, by region analysis, would not show.)
  static let race = """
    # Races

    ```swift compile-fail expect="is not concurrency-safe because it is nonisolated global shared mutable state"
    var counter = 0
    func bump() { counter += 1 }
    ```

    """

  @Test(arguments: [(6, Int32(0)), (5, Int32(1))])
  func aCompileFailBlockAboutADataRaceFailsOnlyInMode6(mode: Int, status: Int32) async throws {
    let folder = try makeTemporaryFolder("folio-mode")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("[book]\nswift-language-mode = \(mode)\n", to: folder + "/folio.toml")
    try write(Self.race, to: folder + "/chapters/01-races.md")
    let run = try await runFolio(["test", "--quiet"], in: folder)
    #expect(run.status == status, "\(run.stdout)\(run.stderr)")
  }

  @Test func aBlockInMode6FailsOnItsDataRaceInABookInMode5() async throws {
    let folder = try makeTemporaryFolder("folio-block-mode")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("[book]\nswift-language-mode = 5\n", to: folder + "/folio.toml")
    let chapter = Self.race.replacingOccurrences(of: "compile-fail", with: "compile-fail swift-language-mode=6")
    try write(chapter, to: folder + "/chapters/01-races.md")
    let run = try await runFolio(["test", "--quiet"], in: folder)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
  }

  /// A program whose static variable is global mutable state: an error in mode 6 only.
  static func racingProgram(info: String) -> String {
    """
    # Races

    ```swift scenario=tally\(info)
    struct Tally { static var count = 0 }
    ```

    ```swift scenario=tally
    Tally.count += 1
    print(Tally.count)
    ```

    ```transcript scenario=tally
    1
    ```

    """
  }

  /// The same scenario, same code and same cache, first in the book's mode 5 and then
  /// with `swift-language-mode=6` on one of its blocks: the second run compiles it anew
  /// (the mode is part of its key) and in mode 6 (the race is an error at its line).
  @Test func aScenarioInMode6FailsOnItsDataRaceWhereMode5PassedIt() async throws {
    let folder = try makeTemporaryFolder("folio-scenario-mode")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("[book]\nswift-language-mode = 5\n", to: folder + "/folio.toml")
    try write(Self.racingProgram(info: ""), to: folder + "/chapters/01-races.md")
    let five = try await runFolio(["test", "--quiet"], in: folder)
    #expect(five.status == 0, "\(five.stdout)\(five.stderr)")
    try write(Self.racingProgram(info: " swift-language-mode=6"), to: folder + "/chapters/01-races.md")
    let six = try await runFolio(["test", "--quiet"], in: folder)
    #expect(six.status == 1, "\(six.stdout)\(six.stderr)")
    #expect(six.stdout.contains("chapters/01-races.md:4:"), "\(six.stdout)")
    #expect(six.stdout.contains("is not concurrency-safe"), "\(six.stdout)")
    // Made safe, the program compiles, links and runs in mode 6.
    let safe = Self.racingProgram(info: " swift-language-mode=6")
      .replacingOccurrences(of: "static var count", with: "nonisolated(unsafe) static var count")
    try write(safe, to: folder + "/chapters/01-races.md")
    let fixed = try await runFolio(["test", "--quiet"], in: folder)
    #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
  }

  /// A book in mode 6, one program that says 5 (it compiles in mode 5 and passes), and
  /// a view scenario in the book's mode 6, which runs beside it.
  @Test func aScenarioInMode5PassesInABookInMode6() async throws {
    let folder = try makeTemporaryFolder("folio-scenario-mode-5")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("[book]\nswift-language-mode = 6\n", to: folder + "/folio.toml")
    let view = """
      ```swift scenario=counter
      import SwiftUI

      struct Counter: View {
        @State var count = 0
        var body: some View {
          Button("Add") { count += 1; print("count \\(count)") }
        }
      }
      ```

      ```transcript scenario=counter
      > tap "Add"
      count 1
      ```

      """
    try write(Self.racingProgram(info: " swift-language-mode=5") + view, to: folder + "/chapters/01-races.md")
    let run = try await runFolio(["test", "--quiet"], in: folder)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
  }
}
