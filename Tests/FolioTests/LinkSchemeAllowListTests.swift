import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// A chapter's link and image destinations reach the page only with a scheme from the
/// allow-list (http, https, mailto, or none), as a browser would read them after
/// decoding character references and dropping the tabs, newlines and C0 controls its
/// URL parser ignores; everything else is neutralised, and what is kept is
/// percent-encoded so it cannot leave its attribute.
@Suite struct LinkSchemeAllowListTests {
  /// A destination as written in Markdown and the attribute value the page must carry
  /// (`nil`: an image without `src`).
  struct Row: Sendable, CustomStringConvertible {
    let markdown: String
    let expected: String?
    var description: String { markdown }
    init(_ markdown: String, _ expected: String?) {
      self.markdown = markdown
      self.expected = expected
    }
  }

  static let hostileLinks: [Row] = [
    // The issue's three: character references for control characters inside or before the scheme.
    Row("java&#9;script:alert(1)", "#"),
    Row("java&#10;script:alert(1)", "#"),
    Row("&#1;javascript:alert(1)", "#"),
    Row("java&#x09;script:alert(1)", "#"),
    Row("java&Tab;script:alert(1)", "#"),
    Row("java&NewLine;script:alert(1)", "#"),
    Row("jav&#x0D;ascript:alert(1)", "#"),
    Row("&#32;&#31;JaVaScRiPt:alert(1)", "#"),
    Row("<jav\tascript:alert(1)>", "#"),
    Row("javascript&colon;alert(1)", "#"),
    Row("javascript:alert(1)&#10;", "#"),
    Row("JAVASCRIPT:alert(1)", "#"),
    Row("vbscript:msgbox(1)", "#"),
    Row("data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", "#"),
    Row("file:///etc/passwd", "#"),
    Row("ftp://example.com/", "#"),
    // Not a scheme to a browser either: stays a relative link, encoded.
    Row("&#0;javascript:alert(1)", "%EF%BF%BDjavascript:alert(1)"),
    Row("javascript%3Aalert(1)", "javascript%3Aalert(1)"),
    Row("<\"onmouseover=alert(1)>", "%22onmouseover=alert(1)"),
    Row("<a b\\<c\\>.html>", "a%20b%3Cc%3E.html"),
  ]

  static let keptLinks: [Row] = [
    Row("https://example.com/a?b=c&d=e#f", "https://example.com/a?b=c&amp;d=e#f"),
    Row("HTTP://EXAMPLE.COM/", "HTTP://EXAMPLE.COM/"),
    Row("mailto:me@example.com", "mailto:me@example.com"),
    Row("https://example.com/caf\u{E9}", "https://example.com/caf%C3%A9"),
    Row("#section", "#section"),
    Row("?q=1", "?q=1"),
    Row("/absolute/page.html", "/absolute/page.html"),
    Row("02-next.md#x", "02-next.html#x"),
    Row("../notes.md", "../notes.html"),
    Row("01-reading.html", "01-reading.html"),
  ]

  static let images: [Row] = [
    Row("java&#9;script:alert(1)", nil),
    Row("data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+", nil),
    Row("data:image/svg+xml,%3Csvg%20onload=alert(1)%3E", nil),
    Row("data:text/html,<script>alert(1)</script>", nil),
    Row("data:image/pngx;base64,AAAA", nil),
    Row("mailto:me@example.com", nil),
    Row("data:image/png;base64,iVBORw0KGgo=", "data:image/png;base64,iVBORw0KGgo="),
    Row("DATA:IMAGE/GIF;base64,R0lGODlh", "DATA:IMAGE/GIF;base64,R0lGODlh"),
    Row("https://example.com/a.png", "https://example.com/a.png"),
    Row("<pictures/a b.png>", "pictures/a%20b.png"),
  ]

  /// The attribute `name` of the tag `tag` whose title is `probe` on the chapter's page,
  /// raw as it stands in the HTML; `nil` when the tag has no such attribute.
  func probed(_ markdown: String, tag: String, attribute name: String) throws -> String? {
    let files = try renderedSite([("chapters/01-links.md", "# Links\n\n\(markdown)\n")])
    let page = try #require(files.first { $0.path == "01-links.html" }).contents
    let probes = SecurityTests.tags(page).filter {
      $0.name == tag && $0.attributes.contains { $0 == ("title", "probe") }
    }
    try #require(probes.count == 1, "\(page)")
    return probes[0].attributes.first { $0.0 == name }?.1
  }

  /// What a browser takes from an attribute value: the scheme it reads, lowercased, or
  /// `nil` for a relative URL. Every character must be printable ASCII that cannot end
  /// the attribute, and the only references the site writes are `&amp;` and `&#39;`.
  func schemeAsABrowserReadsIt(_ value: String) -> String? {
    let printable = value.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F }
    #expect(printable && !value.contains { "\"<>`\\".contains($0) }, "\(value)")
    let references = value.split(separator: "&", omittingEmptySubsequences: false).dropFirst()
    #expect(references.allSatisfy { $0.hasPrefix("amp;") || $0.hasPrefix("#39;") }, "\(value)")
    let decoded = value.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    guard let colon = decoded.firstIndex(of: ":") else { return nil }
    let candidate = decoded[..<colon]
    guard let first = candidate.first, first.isASCII, first.isLetter,
      candidate.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return nil }
    return candidate.lowercased()
  }

  @Test(arguments: hostileLinks + keptLinks)
  func linkKeepsOnlyAnAllowedSchemeAfterDecoding(_ row: Row) throws {
    let href = try #require(try probed("[x](\(row.markdown) \"probe\")", tag: "a", attribute: "href"))
    #expect(href == row.expected)
    if let scheme = schemeAsABrowserReadsIt(href) {
      #expect(["http", "https", "mailto"].contains(scheme), "\(row.markdown) → \(href)")
    }
  }

  @Test(arguments: images)
  func imageKeepsOnlyAnAllowedSourceAfterDecoding(_ row: Row) throws {
    let src = try probed("![x](\(row.markdown) \"probe\")", tag: "img", attribute: "src")
    #expect(src == row.expected)
    if let src, let scheme = schemeAsABrowserReadsIt(src) {
      let allowed = ["http", "https"].contains(scheme) || src.lowercased().hasPrefix("data:image/")
      #expect(allowed, "\(row.markdown) → \(src)")
    }
  }

  @Test func referenceDefinitionsAreFilteredLikeInlineLinks() throws {
    let href = try probed("[x][r]\n\n[r]: java&#9;script:alert(1) \"probe\"", tag: "a", attribute: "href")
    #expect(href == "#")
  }
}
