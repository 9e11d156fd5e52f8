import Testing

@testable import FolioSite

/// ``HTML/escape(_:)`` works on UTF-8 bytes for speed, but its rule is the one it had
/// when it walked `Character`s: each of `& < > " '` is replaced where it is a
/// `Character` of its own, and everything else is kept byte for byte.
@Suite struct HTMLEscapeReplacesWholeCharactersOnlyTests {
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
  ])
  func escapesTheFiveCharacters(input: String, expected: String) {
    #expect(HTML.escape(input) == expected)
    #expect(HTML.escape(input) == HTML.escapeByCharacter(input))
  }

  /// A combining mark after one of the five, or a prepended scalar before it, makes one
  /// `Character` with it, which the rule leaves as it is.
  @Test(arguments: [
    "<\u{301}", "\"\u{301}", "'\u{200D}", "&\u{0903}x", "\u{0600}<", "a\u{0600}>b", "x<\u{301}<y", "\u{301}<",
    "<\u{FE0F}", ">\u{E0100}",
  ])
  func aCharacterJoinedWithANonASCIIScalarIsKeptAsTheCharacterRuleKeepsIt(input: String) {
    #expect(HTML.escape(input) == HTML.escapeByCharacter(input))
  }

  @Test func anyTextEscapesAsByCharacter() {
    let alphabet: [String] = [
      "a", " ", "&", "<", ">", "\"", "'", "\r", "\n", "\r\n", "\u{0}", "\u{301}", "\u{200D}", "\u{0600}", "\u{0903}",
      "\u{FE0F}", "é", "€", "𝄞", "👩", "🇫", "\u{FFFD}", "\u{1F3FB}", "\u{1100}", "\u{1161}",
    ]
    var generator = SeededGenerator(seed: 14)
    for _ in 0..<5000 {
      let text = (0..<generator.below(12)).map { _ in generator.pick(alphabet) }.joined()
      #expect(HTML.escape(text) == HTML.escapeByCharacter(text), "\(text.unicodeScalars.map(\.value))")
    }
  }

  @Test func aTextWithNothingToEscapeComesBackEqual() {
    let text = String(repeating: "Nothing to replace here, ünïcödé too. ", count: 100)
    #expect(HTML.escape(text) == text)
  }
}
