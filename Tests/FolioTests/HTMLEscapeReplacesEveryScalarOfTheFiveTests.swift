import Foundation
import Testing

@testable import FolioCore
@testable import FolioSite

/// ``HTML/escape(_:)`` replaces each of `& < > " '` wherever it is a Unicode scalar, as
/// an HTML parser reads the page: a combining mark after one of them makes one Swift
/// `Character` of the two, but the parser still sees the quote that ends an attribute.
/// Everything else is kept byte for byte.
@Suite struct HTMLEscapeReplacesEveryScalarOfTheFiveTests {
  @Test(arguments: [
    ("", ""),
    ("plain text, nothing to do", "plain text, nothing to do"),
    ("a < b && c > d", "a &lt; b &amp;&amp; c &gt; d"),
    ("\"quoted\" and 'single'", "&quot;quoted&quot; and &#39;single&#39;"),
    ("&amp; stays escaped once more", "&amp;amp; stays escaped once more"),
    ("<<>>", "&lt;&lt;&gt;&gt;"),
    ("line\r\nnext\r\n<", "line\r\nnext\r\n&lt;"),
    ("nul\u{0}<\u{0}", "nul\u{0}&lt;\u{0}"),
    ("\u{FFFD}<\u{FFFD}", "\u{FFFD}&lt;\u{FFFD}"),
    ("é<é", "é&lt;é"),
    ("e\u{301}<", "e\u{301}&lt;"),
    ("👩‍👩‍👧 & 🇫🇷", "👩‍👩‍👧 &amp; 🇫🇷"),
    ("tab\t<\tx", "tab\t&lt;\tx"),
    // Joined into one Character with the scalar beside it, and replaced all the same.
    ("\"\u{301} onmouseover=alert(1)", "&quot;\u{301} onmouseover=alert(1)"),
    ("'\u{200D}", "&#39;\u{200D}"),
    ("<\u{301}", "&lt;\u{301}"),
    ("&\u{0903}x", "&amp;\u{0903}x"),
    ("\u{0600}<", "\u{0600}&lt;"),
    (">\u{E0100}", "&gt;\u{E0100}"),
    ("<\u{FE0F}", "&lt;\u{FE0F}"),
  ])
  func escapesEachOfTheFiveScalars(input: String, expected: String) {
    #expect(HTML.escape(input) == expected)
    #expect(HTML.escapeByScalar(input) == expected)
  }

  @Test func noneOfTheFiveIsLeftWhateverSurroundsIt() {
    let alphabet: [String] = [
      "a", " ", "&", "<", ">", "\"", "'", "\r", "\n", "\r\n", "\u{0}", "\u{301}", "\u{200D}", "\u{0600}", "\u{0903}",
      "\u{FE0F}", "é", "€", "𝄞", "👩", "🇫", "\u{FFFD}", "\u{1F3FB}", "\u{1100}", "\u{1161}",
    ]
    var generator = SeededGenerator(seed: 14)
    for _ in 0..<5000 {
      let text = (0..<generator.below(12)).map { _ in generator.pick(alphabet) }.joined()
      let escaped = HTML.escape(text)
      #expect(escaped == HTML.escapeByScalar(text), "\(text.unicodeScalars.map(\.value))")
      #expect(!escaped.unicodeScalars.contains { "<>\"'".unicodeScalars.contains($0) })
    }
  }

  @Test func aTextWithNothingToEscapeComesBackEqual() {
    let text = String(repeating: "Nothing to replace here, ünïcödé too. ", count: 100)
    #expect(HTML.escape(text) == text)
  }

  /// A chapter that puts a quote and a combining mark in every text that becomes an
  /// attribute (a title, an image's description, a link's title, a scenario's name)
  /// gets no attribute of its own onto the page.
  @Test func aQuoteJoinedWithACombiningMarkOpensNoAttributeOnAPage() throws {
    let attack = "x\"\u{301} onmouseover=alert(1) data-x=\"\u{301}"
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write(
      """
      # Title \(attack)

      A [link](other.md "\(attack.replacingOccurrences(of: "\"", with: "\\\""))") and ![\(attack)](picture.png).

      ## Section \(attack)

      """, to: folder + "/chapters/01-attack.md")
    try write("", to: folder + "/chapters/picture.png")
    let loaded = BookLoader().load([folder + "/chapters"])
    #expect(loaded.book.chapters.count == 1)
    let book = BookChecker.check(
      loaded.book.chapters.map(ScenarioExtractor.extract), landingPage: nil, diagnostics: [], runs: [],
      typechecked: [], scenarioTypechecks: [])
    let pages = SiteRenderer().render(book).filter { $0.path.hasSuffix(".html") }
    #expect(pages.contains { $0.contents.contains("onmouseover") }, "the attack reaches the pages, as text")
    for page in pages {
      // What a parser reads: every `"` in the page ends or starts an attribute value, so
      // no text between quotes may begin with the attack's own attribute.
      let pieces = page.contents.unicodeScalars.split(separator: "\"", omittingEmptySubsequences: false)
      #expect(
        !pieces.contains { String(String.UnicodeScalarView($0)).hasPrefix("\u{301} onmouseover") }, "\(page.path)")
    }
  }
}
