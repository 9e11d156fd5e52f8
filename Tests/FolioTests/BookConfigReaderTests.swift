import Foundation
import Testing

@testable import FolioCore

/// `folio.toml` as ``BookConfigReader`` reads it: every key of the agreed format, and
/// every mistake located at its key's line.
@Suite struct BookConfigReaderTests {
  static let full = """
    [book]
    title = "My Book"
    authors = ["Ada Lovelace", "Charles Babbage"]
    description = "One sentence."
    language = "fr-CA"
    chapters = "text"
    swift-language-mode = 6
    order = ["intro.md", "part-one"]

    [site]
    out = "public"

    [repository]
    url = "https://github.com/owner/book"
    edit-url = "https://github.com/owner/book/edit/main/{path}"

    [theme]
    css = "theme/extra.css"
    head = "theme/head.html"
    footer = "theme/footer.html"
    """

  func read(_ text: String) -> Result<BookConfig, BookConfigErrors> { BookConfigReader(path: "folio.toml").read(text) }

  @Test func everyKeyOfTheAgreedFormatIsRead() throws {
    let config = try read(Self.full).get()
    #expect(config.title == "My Book")
    #expect(config.authors == ["Ada Lovelace", "Charles Babbage"])
    #expect(config.description == "One sentence.")
    #expect(config.language == "fr-CA")
    #expect(config.chapters == "text")
    #expect(config.swiftLanguageMode == .v6)
    #expect(config.order == ["intro.md", "part-one"])
    #expect(config.siteOut == "public")
    #expect(config.repositoryURL == "https://github.com/owner/book")
    #expect(config.editURL == "https://github.com/owner/book/edit/main/{path}")
    #expect(config.themeCSS == "theme/extra.css")
    #expect(config.themeHead == "theme/head.html")
    #expect(config.themeFooter == "theme/footer.html")
  }

  @Test func theCacheBoundIsASize() throws {
    #expect(try read("[cache]\nmax-size = \"500M\"\n").get().cacheMaxSize == ByteSize(bytes: 500 << 20))
    #expect(try read("").get().cacheMaxSize == nil)
    guard case .failure(let problems) = read("[cache]\nmax-size = \"2X\"\n") else {
      Issue.record("accepted")
      return
    }
    #expect(problems.errors.first?.message == "'cache.max-size' is '2X', which is not a size")
  }

  @Test func anEmptyConfigTakesEveryDefault() throws {
    let config = try read("").get()
    #expect(config.title == nil && config.chapters == "chapters" && config.siteOut == "site")
    #expect(config.swiftLanguageMode == .v5 && config.language == "en" && config.order.isEmpty)
  }

  /// A bad config, the kind of error it must give, and the line it must point at.
  struct Bad: CustomTestStringConvertible, Sendable {
    let text: String
    let kind: String
    let line: Int
    var testDescription: String { "\(kind) at \(line): \(text.prefix(40))" }
  }

  static let bad: [Bad] = [
    Bad(text: "[book]\ntitle = \"x\n", kind: "malformedConfig", line: 2),
    Bad(text: "[book]\ntitle = \"T\"\ntitel = \"T\"\n", kind: "unknownConfigKey", line: 3),
    Bad(text: "[book]\ntitle = \"T\"\n[output]\nout = \"x\"\n", kind: "unknownConfigKey", line: 3),
    Bad(text: "title = \"T\"\n", kind: "unknownConfigKey", line: 1),
    Bad(text: "[book]\nauthors = \"Ada\"\n", kind: "wrongConfigType", line: 2),
    Bad(text: "[book]\nauthors = [\"Ada\", 3]\n", kind: "wrongConfigType", line: 2),
    Bad(text: "[book]\ntitle = 3\n", kind: "wrongConfigType", line: 2),
    Bad(text: "[book]\nswift-language-mode = \"6\"\n", kind: "wrongConfigType", line: 2),
    Bad(text: "book = 1\n", kind: "wrongConfigType", line: 1),
    Bad(text: "[book]\n\nswift-language-mode = 7\n", kind: "invalidConfigValue", line: 3),
    Bad(text: "[book]\ntitle = \"  \"\n", kind: "invalidConfigValue", line: 2),
    Bad(text: "[book]\nlanguage = \"english language\"\n", kind: "invalidConfigValue", line: 2),
    Bad(text: "[repository]\nurl = \"ftp://x.org/book\"\n", kind: "invalidConfigValue", line: 2),
    Bad(text: "[repository]\nedit-url = \"https://x.org/book/edit\"\n", kind: "invalidConfigValue", line: 2),
    Bad(text: "[repository]\nedit-url = \"javascript:alert(1)//{path}\"\n", kind: "invalidConfigValue", line: 2),
    Bad(text: "[repository]\nedit-url = \"file:///etc/{path}\"\n", kind: "invalidConfigValue", line: 2),
    Bad(text: "[cache]\n\nmax-size = \"-1\"\n", kind: "invalidConfigValue", line: 3),
    Bad(text: "[cache]\nmax-size = \"2X\"\n", kind: "invalidConfigValue", line: 2),
    Bad(text: "[cache]\nmax-size = \"\"\n", kind: "invalidConfigValue", line: 2),
    Bad(text: "[cache]\nmax-size = \"99999999999999999999\"\n", kind: "invalidConfigValue", line: 2),
    Bad(text: "[cache]\nmax-size = -1\n", kind: "wrongConfigType", line: 2),
    Bad(text: "[cache]\nmax-size = 2.5\n", kind: "wrongConfigType", line: 2),
    Bad(text: "[cache]\nmaxsize = \"2G\"\n", kind: "unknownConfigKey", line: 2),
  ]

  @Test(arguments: bad)
  func aBadConfigIsAnErrorAtItsKeysLine(_ bad: Bad) throws {
    guard case .failure(let problems) = read(bad.text) else {
      Issue.record("accepted: \(bad.text)")
      return
    }
    let error = try #require(problems.errors.first)
    #expect(Mirror(reflecting: error).children.first?.label == bad.kind, "\(error)")
    #expect(error.location.path == "folio.toml" && error.location.line == bad.line, "\(error.location)")
    #expect(error.hint != nil)
  }

  @Test func everyMistakeIsReportedNotOnlyTheFirst() throws {
    guard case .failure(let problems) = read("[book]\ntitel = \"T\"\nauthors = \"A\"\nswift-language-mode = 7\n")
    else {
      Issue.record("accepted")
      return
    }
    #expect(problems.errors.map(\.location.line) == [2, 3, 4])
  }

  @Test func keyLinesFollowTablesDottedAndQuotedKeys() {
    let lines = ConfigKeyLines("# c\n[book]\n\"title\" = \"T\"\n[site]\nout = \"s\"\n")
    #expect(lines.line(of: "book.title") == 3)
    #expect(lines.line(of: "site.out") == 5)
    #expect(lines.line(of: "book.missing") == 2)
    #expect(ConfigKeyLines("book.title = \"T\"\n").line(of: "book.title") == 1)
  }
}
