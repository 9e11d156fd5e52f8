import Foundation
import ScenarioWire
import Testing

@testable import Folio

@Suite struct SiteRendererTests {
  static let source = """
    # On &lt;change&gt;

    Text with <b>raw</b> HTML and a [link](02-next.md#top) and [bad](javascript:alert(1)).

    <script>alert(1)</script>

    ```swift scenario=a
    struct A: View { var body: some View { Text("<hi>") } }
    ```

    ```transcript scenario=a
    ...
    > tap "go"
    ...
    ```

    ```swift ignore
    pseudo()
    ```

    ```swift compile-fail expect="nope"
    let x: Int = ""
    ```
    """

  func result() throws -> BookCheckResult {
    let contents = ScenarioExtractor.extract(try chapter(Self.source, path: "chapters/01-on-change.md"))
    var real = RealTranscript(stepCount: 1)
    real.apply(.output(step: 0, line: "<mounted>"))
    real.apply(.output(step: 1, line: "tapped & done"))
    real.apply(.finished)
    let run = TranscriptRun(transcript: contents.transcripts[0], real: real, problems: [])
    let check = contents.checks[0]
    let block = CheckedBlock(
      check: check,
      compilerErrors: [
        .compileError(
          SourceLocation(path: check.location.path, line: 27, column: 14), message: "nope, 'String' is not 'Int'")
      ])
    return BookCheckResult(
      book: Book(chapters: [contents.chapter], landingPage: MarkdownParser.parse("# My &lt;Book&gt;\n\nHello.\n")),
      contents: [contents], runs: [run], blocks: [block], updatedPaths: [],
      report: CheckReport(diagnostics: [], outcomes: []))
  }

  @Test func chapterPageEscapesEverythingAndSplicesRealOutput() throws {
    let files = SiteRenderer().render(try result())
    #expect(files.map(\.path) == ["assets/folio.css", "index.html", "01-on-change.html"])
    let page = files[2].contents
    #expect(page.contains("<h1 id=\"on-change\">On &lt;change&gt;</h1>"))
    #expect(!page.contains("<script>"))
    #expect(!page.contains("<b>raw</b>"))
    #expect(page.contains("<a href=\"02-next.html#top\">link</a>"))
    #expect(page.contains("<a href=\"\">bad</a>"))
    #expect(page.contains("Text(&quot;&lt;hi&gt;&quot;)"))
    #expect(
      page.contains(
        "<span class=\"output\">&lt;mounted&gt;</span>\n<span class=\"action\">&gt; tap &quot;go&quot;</span>\n<span class=\"output\">tapped &amp; done</span>"
      ))
    #expect(!page.contains("..."))
    #expect(page.contains("not checked"))
    #expect(page.contains("27:14: error: nope, &#39;String&#39; is not &#39;Int&#39;"))
    #expect(page.contains("href=\"assets/folio.css\""))
    #expect(!page.contains("http://") && !page.contains("https://"))
  }

  @Test func indexHasLandingPageAndTableOfContents() throws {
    let index = SiteRenderer().render(try result())[1].contents
    #expect(index.contains("<title>My &lt;Book&gt;</title>"))
    #expect(index.contains("<p>Hello.</p>"))
    #expect(index.contains("<li><a href=\"01-on-change.html\">On &lt;change&gt;</a></li>"))
  }

  @Test func renderingIsDeterministic() throws {
    #expect(SiteRenderer().render(try result()) == SiteRenderer().render(try result()))
  }

  @Test func writerReplacesTheSiteOnlyWhenComplete() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/site"
    try write("stale", to: out + "/old.html")
    try SiteWriter(output: out).write([
      SiteFile(path: "index.html", contents: "new"), SiteFile(path: "assets/a.css", contents: "x"),
    ])
    #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == ["assets", "index.html"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["site"])
    // A file that cannot be written (its folder is a file) leaves the previous site alone.
    #expect(throws: FolioError.self) {
      try SiteWriter(output: out).write([
        SiteFile(path: "index.html/x", contents: "a"), SiteFile(path: "index.html", contents: "b"),
      ])
    }
    #expect(String(decoding: FileManager.default.contents(atPath: out + "/index.html")!, as: UTF8.self) == "new")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["site"])
  }
}
