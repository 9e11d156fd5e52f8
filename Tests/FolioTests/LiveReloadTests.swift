import Foundation
import Testing

@testable import FolioSite
@testable import FolioSiteServer

/// The reload script is only ever added to what `folio serve` answers: `folio build`'s
/// pages are as they were, and the tag carries a number, no text of the book.
@Suite struct LiveReloadTests {
  @Test func theTagGoesBeforeTheHeadsEndOnlyOnce() {
    let page = LiveReload.inject(into: "<html><head><title>t</title></head><body></head></body>", generation: 7)
    #expect(
      page == "<html><head><title>t</title>" + LiveReload.tag(generation: 7) + "</head><body></head></body>")
    #expect(
      LiveReload.inject(into: "<p>no head</p>", generation: 1) == "<p>no head</p>" + LiveReload.tag(generation: 1))
  }

  @Test func theBuiltSiteHasNoReloadScript() throws {
    let files = try renderedSite([
      ("chapters/index.md", "# Book\n"), ("chapters/01-a.md", "# A\n\n```swift\nlet x = 1\n```\n"),
    ])
    #expect(!files.isEmpty)
    for file in files { #expect(!file.contents.contains(LiveReload.prefix), "\(file.path)") }
  }

  @Test func theStatusPagesEscapeTheReportAndReload() throws {
    let page = try #require(
      StatusPage.html(for: .failed(report: "a.md:3:1: error: </pre><script>x()</script>"), generation: 4))
    #expect(page.contains("a.md:3:1: error: &lt;/pre&gt;&lt;script&gt;x()&lt;/script&gt;"))
    #expect(!page.contains("<script>x"))
    #expect(page.contains(LiveReload.tag(generation: 4)))
    #expect(StatusPage.html(for: .ready, generation: 4) == nil)
    #expect(StatusPage.html(for: .building, generation: 0)?.contains(LiveReload.tag(generation: 0)) == true)
  }
}
