import Testing

@testable import FolioCore

/// A theme's head and footer HTML may not run script: pages promise that no script
/// runs that an author did not write as code.
@Suite struct ThemeTemplateTests {
  static let refused = [
    "<script>alert(1)</script>",
    "<SCRIPT src=\"x.js\"></SCRIPT>",
    "<img src=x onerror=\"alert(1)\">",
    "<svg/onload=alert(1)>",
    "<a href='x' ONclick='y'>a</a>",
    "<a href=\"javascript:alert(1)\">a</a>",
    "<a href=\"java&#115;cript:alert(1)\">a</a>",
    "<a href=\"jav\tascript:x\">a</a>",
    "<iframe src=\"https://x.org\"></iframe>",
    "<object data=\"x.swf\"></object>",
    "<embed src=\"x\">",
    "<base href=\"https://evil.example/\">",
    "<meta http-equiv=\"refresh\" content=\"0;url=https://x.org\">",
  ]

  @Test(arguments: refused)
  func aTemplateThatCouldRunScriptIsRefused(_ html: String) throws {
    let error = try #require(ThemeTemplate.firstUnsafe(in: "<p>ok</p>\n  " + html, path: "theme/head.html"))
    guard case .unsafeTemplate(let location, _) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(location == SourceLocation(path: "theme/head.html", line: 2, column: 3))
  }

  static let accepted = [
    "<link rel=\"stylesheet\" href=\"theme/fonts.css\">",
    "<meta name=\"author\" content=\"Ada\">",
    "<p>© 2025 Ada · <a href=\"https://x.org/one\" title=\"online\">site</a></p>",
    "<style>body { color: red }</style>",
    "<p data-one=\"1\">Only text &amp; markup</p>",
  ]

  @Test(arguments: accepted)
  func markupAndStylesAreKept(_ html: String) {
    #expect(ThemeTemplate.firstUnsafe(in: html, path: "t.html") == nil)
  }
}
