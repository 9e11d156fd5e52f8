import Foundation
import ScenarioWire
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

@Suite struct SiteRendererTests {
  static let source = """
    # On &lt;change&gt;

    Text with <b>raw</b> HTML and a [link](02-next.md#top) and [bad](javascript:alert(1)).

    <script>alert(1)</script>

    ## Steps

    ```swift scenario=a
    struct A: View { var body: some View { Text("<hi>") } }
    ```

    ```transcript scenario=a
    ...
    > tap "go"
    ...
    > unmount
    ```

    ```swift ignore
    pseudo()
    ```

    ```swift compile-fail expect="nope"
    let x: Int = ""
    ```
    """

  static func result(landing: String? = "# My &lt;Book&gt;\n\nHello.\n") throws -> CheckedBook {
    let contents = ScenarioExtractor.extract(try chapter(Self.source, path: "chapters/01-on-change.md"))
    var real = RealTranscript(stepCount: 2)
    real.apply(.output(step: 0, line: "<mounted>"))
    real.apply(
      .screen(
        step: 0,
        elements: [
          ScreenElement(
            kind: .vStack,
            children: [
              ScreenElement(
                kind: .text, label: "<b>0</b>",
                attributes: [.font(ScreenFont(.textStyle(.title))), .foregroundStyle(.color(.named(.red)))]),
              ScreenElement(kind: .button, label: "go"),
            ])
        ]))
    real.apply(.output(step: 1, line: "tapped & done"))
    real.apply(
      .output(
        step: 1, line: "onChange(of: Int) action tried to update multiple times per frame.", kind: .swiftUIWarning))
    real.apply(
      .output(step: 1, line: "ViewGraph: still updating after 60 frames; stopped this action here.", kind: .engineNote))
    real.apply(.screen(step: 1, elements: [ScreenElement(kind: .toggle, label: "Dark", value: "on")]))
    real.apply(.screen(step: 2, elements: []))
    real.apply(.finished)
    let run = TranscriptRun(transcript: contents.transcripts[0], real: real, problems: [])
    let check = contents.checks[0]
    let block = TypecheckedBlock(
      check: check,
      compilerErrors: [
        .compileError(
          SourceLocation(path: check.location.path, line: 27, column: 14), message: "nope, 'String' is not 'Int'")
      ])
    return BookChecker.check(
      [contents], landingPage: try landing.map { try MarkdownParser.parse($0) }, diagnostics: [], runs: [run],
      typechecked: [block], scenarioTypechecks: [])
  }

  static func file(_ path: String, landing: String? = "# My &lt;Book&gt;\n\nHello.\n") throws -> String {
    let files = SiteRenderer().render(try result(landing: landing))
    return try #require(files.first { $0.path == path }).contents
  }

  @Test func siteHasPagesPrintPageAndLocalAssets() throws {
    let files = SiteRenderer().render(try Self.result())
    #expect(
      files.map(\.path) == [
        "01-on-change.html", "assets/folio.css", "assets/folio.js", "assets/search-index.js", "assets/theme.js",
        "engine-rules.html", "index.html", "print.html",
      ])
    for file in files {
      #expect(!file.contents.contains("http://") && !file.contents.contains("https://"), "\(file.path)")
    }
  }

  @Test func chapterPageEscapesEverything() throws {
    let page = try Self.file("01-on-change.html")
    #expect(page.contains("<h1 id=\"on-change\">On &lt;change&gt;<a class=\"anchor\" href=\"#on-change\""))
    #expect(!page.contains("<script>alert"))
    #expect(!page.contains("<b>raw</b>"))
    #expect(!page.contains("<b>0</b>"))
    #expect(page.contains("&lt;b&gt;0&lt;/b&gt;"))
    #expect(page.contains("<a href=\"02-next.html#top\">link</a>"))
    #expect(page.contains("<a href=\"#\">bad</a>"))
    #expect(page.contains("<span class=\"s\">&lt;hi&gt;</span>"))
    #expect(page.contains("<link rel=\"stylesheet\" href=\"assets/folio.css\">"))
  }

  @Test func transcriptShowsEachStepWithItsRealOutputAndScreen() throws {
    let page = try Self.file("01-on-change.html")
    #expect(page.contains("<li class=\"step\" id=\"transcript-a-step-0\">"))
    #expect(page.contains("<span class=\"line\">&lt;mounted&gt;</span>"))
    #expect(page.contains("<code>tap &quot;go&quot;</code>"))
    #expect(page.contains("<span class=\"line\">tapped &amp; done</span>"))
    #expect(
      page.contains(
        "<span class=\"line warning\" title=\"SwiftUI's console warning\">onChange(of: Int) action tried to update multiple times per frame.</span>"
      ))
    #expect(page.contains("<span class=\"line warning engine\""))
    #expect(page.contains("<p class=\"quiet\">prints nothing</p>"))
    #expect(page.contains("<span class=\"v-text f-title c-red\""))
    #expect(page.contains("<span class=\"v-switch on\">"))
    #expect(page.contains("nothing on screen"))
    #expect(page.contains("<div class=\"stepper\" hidden>"))
    #expect(!page.contains("..."))
  }

  @Test func marksSayWhatEachBlockWasCheckedAgainst() throws {
    let page = try Self.file("01-on-change.html")
    #expect(page.components(separatedBy: "class=\"mark verified\"").count - 1 == 2)
    #expect(page.contains("\">compiled and run on ViewGraph</span>"))
    #expect(page.contains("\">real output from ViewGraph</span>"))
    #expect(!page.contains(">verified</span>"))
    #expect(page.contains("class=\"mark unchecked\""))
    #expect(page.contains("01-on-change.md:27:14: error: nope, &#39;String&#39; is not &#39;Int&#39;"))
  }

  @Test func aBlockThatMustNotCompileCarriesNoCheckMark() throws {
    let page = try Self.file("01-on-change.html")
    let figure = try #require(page.components(separatedBy: "<figure class=\"block compile-fail\"").last)
    let caption = try #require(figure.components(separatedBy: "</figcaption>").first)
    #expect(!caption.contains("mark verified"))
    #expect(caption.contains("class=\"mark rejected\""))
    #expect(caption.contains(">rejected by the compiler</span>"))
  }

  @Test func anchorsAreStableAndUnique() throws {
    let page = try Self.file("01-on-change.html")
    for anchor in ["steps", "scenario-a", "transcript-a", "code", "compile-fail"] {
      #expect(page.contains("id=\"\(anchor)\""), "\(anchor)")
    }
    let ids = page.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(Set(ids).count == ids.count)
  }

  @Test func sidebarMarksTheCurrentChapterAndListsItsSections() throws {
    let page = try Self.file("01-on-change.html")
    #expect(page.contains("<li class=\"current\"><a href=\"01-on-change.html\" aria-current=\"page\">"))
    #expect(page.contains("<li><a href=\"#steps\">Steps</a></li>"))
    #expect(page.contains("<link rel=\"prev\" href=\"index.html\">"))
  }

  @Test func indexHasLandingPageAndTableOfContents() throws {
    let index = try Self.file("index.html")
    #expect(index.contains("<title>My &lt;Book&gt;</title>"))
    #expect(index.contains("<p>Hello.</p>"))
    #expect(index.contains("<a href=\"01-on-change.html\"><span class=\"toc-no\">1</span>"))
    #expect(index.contains("<link rel=\"next\" href=\"01-on-change.html\">"))
    let untitled = try Self.file("index.html", landing: nil)
    #expect(untitled.contains("<h1 id=\"folio\">Folio"))
  }

  @Test func printPageOpensWithTheIntroduction() throws {
    let print = try Self.file("print.html")
    let introduction = try #require(print.range(of: "<header class=\"print-title\" id=\"introduction\">"))
    let hello = try #require(print.range(of: "<p>Hello.</p>"))
    let firstChapter = try #require(print.range(of: "<section class=\"print-chapter\""))
    #expect(introduction.upperBound < hello.lowerBound && hello.upperBound < firstChapter.lowerBound)
    #expect(print.contains("<h1 id=\"introduction-my-book\">"))
    let untitled = try Self.file("print.html", landing: nil)
    #expect(
      untitled.contains("<header class=\"print-title\" id=\"introduction\">\n<h1 id=\"introduction-folio\">Folio</h1>"))
  }

  @Test func printPageHoldsEveryChapterWithPrefixedAnchors() throws {
    let print = try Self.file("print.html")
    #expect(print.contains("<section class=\"print-chapter\" id=\"01-on-change\">"))
    #expect(print.contains("id=\"01-on-change-transcript-a-step-1\""))
    #expect(print.contains("<a href=\"02-next.html#top\">link</a>"))
    #expect(SiteRenderer.printLink("#x", stem: "01-a", chapters: ["01-a"]) == "#01-a-x")
    #expect(SiteRenderer.printLink("02-b.html#y", stem: "01-a", chapters: ["01-a", "02-b"]) == "#02-b-y")
    #expect(SiteRenderer.printLink("02-b.html", stem: "01-a", chapters: ["01-a", "02-b"]) == "#02-b")
  }

  @Test func renderingIsDeterministic() throws {
    #expect(SiteRenderer().render(try Self.result()) == SiteRenderer().render(try Self.result()))
  }

  @Test func writerReplacesTheSiteOnlyWhenComplete() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/site"
    try write("stale", to: out + "/old.html")
    try write(OutputFolder.Writer.site.markerContents, to: out + "/.folio-site")  // a site folio wrote
    try SiteWriter(output: out).write([
      SiteFile(path: "index.html", contents: "new"), SiteFile(path: "assets/a.css", contents: "x"),
    ])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [".folio-site", "assets", "index.html"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["site"])
    // A file that cannot be written (its folder is a file) leaves the previous site alone.
    #expect(throws: ToolFailure.self) {
      try SiteWriter(output: out).write([
        SiteFile(path: "index.html/x", contents: "a"), SiteFile(path: "index.html", contents: "b"),
      ])
    }
    #expect(String(decoding: FileManager.default.contents(atPath: out + "/index.html")!, as: UTF8.self) == "new")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["site"])
  }
}
