import Foundation
import Testing

@testable import FolioSite

/// The site's text helpers answer quickly where a text lets them, and must answer what
/// their rule says everywhere: trimming is Foundation's `.whitespaces` trim, and SVG
/// text replaces exactly the scalars XML forbids before escaping as HTML.
@Suite struct SiteTextFastPathsAgreeWithTheirRulesTests {
  static let alphabet: [String] = [
    "a", "Z", "9", " ", "\t", "\n", "\r", "\r\n", "\u{0}", "\u{1}", "\u{1F}", "\u{7F}", "\u{85}", "\u{A0}",
    "\u{2003}", "\u{3000}", "\u{200B}", "\u{FEFF}", "\u{301}", "é", "€", "👩", "<", "&", "\"", "\u{FFFE}", "\u{FFFF}",
    "\u{FFFD}",
  ]

  /// Random texts over ``alphabet``, the same ones every run.
  static func texts(seed: Int) -> [String] {
    var generator = SeededGenerator(seed: seed)
    return (0..<4000).map { _ in (0..<generator.below(10)).map { _ in generator.pick(alphabet) }.joined() }
  }

  @Test func trimmingWhitespacesIsFoundationsTrim() {
    for text in Self.texts(seed: 7) + ["", "   ", "\t x \t", "  Text \"hi\"", " \u{301}x ", "x\u{A0} ", "\u{3000}x"] {
      #expect(
        text.trimmingWhitespaces() == text.trimmingCharacters(in: .whitespaces), "\(text.unicodeScalars.map(\.value))")
    }
  }

  @Test func svgTextReplacesWhatXMLForbidsThenEscapes() {
    #expect(SVGText.escape("a\u{1}b\u{FFFE}c\u{FFFF}<") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}&lt;")
    #expect(SVGText.escape("tab\tline\ncr\r&") == "tab\tline\ncr\r&amp;")
    for text in Self.texts(seed: 8) {
      let allowed = String(
        String.UnicodeScalarView(
          text.unicodeScalars.map { scalar in
            let value = scalar.value
            let forbidden = (value < 0x20 && ![0x09, 0x0A, 0x0D].contains(value)) || value == 0xFFFE || value == 0xFFFF
            return forbidden ? "\u{FFFD}" : scalar
          }))
      #expect(SVGText.escape(text) == HTML.escape(allowed), "\(text.unicodeScalars.map(\.value))")
    }
  }
}
