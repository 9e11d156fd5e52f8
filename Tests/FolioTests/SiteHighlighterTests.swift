import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

@Suite struct SiteHighlighterTests {
  /// The highlighted HTML with its tags removed and entities decoded.
  static func text(of html: String) -> String {
    var out = ""
    var inTag = false
    for character in html {
      if character == "<" {
        inTag = true
      } else if character == ">" {
        inTag = false
      } else if !inTag {
        out.append(character)
      }
    }
    return out.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  @Test(arguments: [
    "struct A: View {\n  @State private var n = 0 // count\n  var body: some View { Text(\"<\\(n)>\") }\n}\n",
    "let x: Int = \"\"\n",
    "func broken( { let = }\n  /* unterminated",
    "let s = #\"raw \\(x)\"#\nlet m = \"\"\"\n  multi\n  \"\"\"\n",
  ])
  func highlightingKeepsTheCodeByteForByte(source: String) {
    #expect(Self.text(of: SwiftHighlighter.html(source)) == source)
  }

  @Test func tokensAreClassifiedByTheParser() {
    let html = SwiftHighlighter.html(
      "struct Gauge: View {\n  @State private var n = 5 // note\n  var body: some View { Text(\"hi\").bold() }\n}\n")
    #expect(html.contains("<span class=\"k\">struct</span> <span class=\"dc\">Gauge</span>"))
    #expect(html.contains("<span class=\"ty\">View</span>"))
    #expect(html.contains("<span class=\"at\">@</span><span class=\"at\">State</span>"))
    #expect(html.contains("<span class=\"n\">5</span>"))
    #expect(html.contains("<span class=\"c\">// note</span>"))
    #expect(html.contains("<span class=\"s\">hi</span>"))
    #expect(html.contains(".<span class=\"fn\">bold</span>()"))
  }

  @Test func nothingInTheCodeBecomesMarkup() {
    let html = SwiftHighlighter.html("let tag = \"<script>alert(1)</script>\" // <b>\n")
    #expect(!html.contains("<script>") && !html.contains("<b>"))
  }
}
