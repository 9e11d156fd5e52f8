import Testing

@testable import FolioCore
@testable import FolioSite

/// What every page carries besides its text: a description of its own, a favicon that
/// needs no request, a footer with the print page, pager links naming their keys, and a
/// search field that screen readers know as a combobox.
@Suite struct SitePageFrameTests {
  static func files() throws -> [SiteFile] {
    try renderedSite([
      ("chapters/01-a.md", "# First\n\nThe first chapter opens with this line.\n\n## Part\n\nText.\n"),
      ("chapters/02-b.md", "# Second\n\nThe second chapter opens otherwise.\n"),
    ])
  }

  static func page(_ path: String) throws -> String {
    try #require(try files().first { $0.path == path }).contents
  }

  @Test func everyPageHasItsOwnDescription() throws {
    let pages = try Self.files().filter { $0.path.hasSuffix(".html") }
    let descriptions = pages.map { page in
      page.contents.components(separatedBy: "<meta name=\"description\" content=\"").dropFirst().first?
        .prefix { $0 != "\"" } ?? ""
    }
    #expect(Set(descriptions).count == pages.count, "\(descriptions)")
    #expect(try Self.page("01-a.html").contains("content=\"The first chapter opens with this line.\""))
  }

  @Test func theFaviconIsInlineAndTheFooterLeadsToThePrintPage() throws {
    for file in try Self.files() where file.path.hasSuffix(".html") {
      #expect(file.contents.contains("<link rel=\"icon\" type=\"image/png\" href=\"data:image/png;base64,"))
      #expect(file.contents.contains("<footer class=\"site-footer\">"))
      #expect(file.contents.contains("<a href=\"print.html\">The whole book on one page</a>"))
      #expect(!file.contents.contains("edit"), "\(file.path): no book config says where a page's source is")
    }
  }

  @Test func everyPageRunsOnlyTheSitesOwnScripts() throws {
    for file in try Self.files() where file.path.hasSuffix(".html") {
      let policy = "<meta http-equiv=\"Content-Security-Policy\" content=\"script-src &#39;self&#39;"
      #expect(file.contents.contains(policy) || file.contents.contains(policy.replacing("&#39;", with: "'")))
      let head = try #require(file.contents.components(separatedBy: "<script").first)
      #expect(head.contains("Content-Security-Policy"), "\(file.path): the policy must come before any script")
      #expect(!file.contents.contains("<script>"), "\(file.path) holds an inline script")
    }
  }

  @Test func pagerLinksNameTheirArrowKeys() throws {
    let page = try Self.page("01-a.html")
    #expect(page.contains("<a class=\"prev\" rel=\"prev\" href=\"index.html\" aria-keyshortcuts=\"ArrowLeft\">"))
    #expect(page.contains("<a class=\"next\" rel=\"next\" href=\"02-b.html\" aria-keyshortcuts=\"ArrowRight\">"))
  }

  @Test func searchIsAComboboxWithAListboxAndALiveRegion() throws {
    let page = try Self.page("01-a.html")
    #expect(page.contains("role=\"combobox\" aria-autocomplete=\"list\" aria-expanded=\"false\""))
    #expect(page.contains("aria-keyshortcuts=\"s /\""))
    #expect(page.contains("<div id=\"search-results\" class=\"search-results\" role=\"listbox\""))
    #expect(page.contains("<div id=\"announcer\" class=\"visually-hidden\" role=\"status\" aria-live=\"polite\">"))
  }
}
