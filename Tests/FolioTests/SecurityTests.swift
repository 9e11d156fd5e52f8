import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// Hostile chapters and hostile scenario output cannot put markup, scripts or event
/// handlers into the site.
@Suite struct SecurityTests {
  static let source = """
    # Title "><svg onload=alert(1)>

    Inline <img src=x onerror=alert(1)> and <script>alert(1)</script> raw HTML.

    <div onclick="alert(1)">a raw HTML block</div>

    [a link](javascript:alert(1)) [another](" onmouseover="alert(1)) ![img](x" onerror="alert(1))

    ```swift scenario="a\\" onclick=\\"alert(1)"
    struct A: View { var body: some View { Text("</code><script>alert(1)</script>") } }
    ```

    ```transcript scenario="a\\" onclick=\\"alert(1)"
    > tap "<img src=x onerror=alert(1)>"
    ```

    ```html onload=alert(1)
    <script>alert(1)</script>
    ```
    """

  func pages() throws -> [SiteFile] {
    let contents = ScenarioExtractor.extract(try chapter(Self.source, path: "chapters/01-hostile.md"))
    #expect(contents.diagnostics.filter { $0.severity == .error }.isEmpty, "\(contents.diagnostics.map(\.rendered))")
    let transcript = try #require(contents.transcripts.first)
    var real = RealTranscript(stepCount: 1)
    real.apply(.output(step: 0, line: "<script>alert(1)</script>"))
    real.apply(.output(step: 1, line: "\" onmouseover=\"alert(1)"))
    real.apply(.finished)
    let book = BookChecker.check(
      [contents], landingPage: try MarkdownParser.parse("# <b onclick=alert(1)>Book</b>\n"), diagnostics: [],
      runs: [TranscriptRun(transcript: transcript, real: real, problems: [])], typechecked: [], scenarioTypechecks: [])
    return SiteRenderer().render(book)
  }

  /// The tags of an HTML page with their attributes, read the way a browser tokenizes
  /// them (text is escaped, so every `<` followed by a letter opens a real tag).
  static func tags(_ html: String) -> [(name: String, attributes: [(String, String)])] {
    var tags: [(String, [(String, String)])] = []
    var scanner = Substring(html)
    while let open = scanner.firstIndex(of: "<") {
      scanner = scanner[scanner.index(after: open)...]
      guard let first = scanner.first, first.isLetter else { continue }
      let name = scanner.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
      scanner = scanner.dropFirst(name.count)
      var attributes: [(String, String)] = []
      while true {
        scanner = scanner.drop { $0.isWhitespace || $0 == "/" }
        guard let next = scanner.first, next != ">" else { break }
        let attribute = scanner.prefix { !$0.isWhitespace && $0 != "=" && $0 != ">" }
        scanner = scanner.dropFirst(max(1, attribute.count))
        var value = ""
        if scanner.first == "=" {
          scanner = scanner.dropFirst()
          if let quote = scanner.first, quote == "\"" || quote == "'" {
            scanner = scanner.dropFirst()
            value = String(scanner.prefix { $0 != quote })
            scanner = scanner.dropFirst(value.count + 1)
          } else {
            value = String(scanner.prefix { !$0.isWhitespace && $0 != ">" })
            scanner = scanner.dropFirst(value.count)
          }
        }
        attributes.append((String(attribute).lowercased(), value))
      }
      tags.append((String(name).lowercased(), attributes))
    }
    return tags
  }

  @Test func nothingFromContentBecomesMarkupOrAnEventHandler() throws {
    for file in try pages() where file.path.hasSuffix(".html") {
      let tags = Self.tags(file.contents)
      #expect(!tags.isEmpty)
      for (name, attributes) in tags {
        #expect(!["img", "svg", "div"].contains(name) || !attributes.contains { $0.1.contains("alert") })
        #expect(name != "svg", "\(file.path): content became an <svg>")
        for (attribute, value) in attributes {
          #expect(!attribute.hasPrefix("on"), "\(file.path): <\(name) \(attribute)=…>")
          #expect(!value.lowercased().hasPrefix("javascript:"), "\(file.path): <\(name) \(attribute)=\(value)>")
        }
      }
      #expect(!file.contents.contains("<script>alert"), "\(file.path)")
      #expect(!file.contents.contains("<img src=x"), "\(file.path)")
    }
  }

  @Test func siteFilesStayInsideTheSiteFolder() throws {
    for file in try pages() {
      #expect(!file.path.hasPrefix("/") && !file.path.split(separator: "/").contains(".."), "\(file.path)")
    }
  }
}
