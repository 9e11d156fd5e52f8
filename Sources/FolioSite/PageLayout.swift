import FolioCore

/// A chapter as the table of contents lists it.
struct OutlineEntry: Equatable {
  /// The page file (`04-onchange.html`).
  var page: String
  /// The chapter's title.
  var title: String
  /// The chapter's number, from 1 in file-name order.
  var number: Int
  /// The chapter's level-2 sections, for the current chapter's entry.
  var sections: [PageSection]
  /// The part the chapter belongs to, shown as a heading above its first chapter.
  var part: String? = nil
  /// The address that edits the chapter, when the book gives an edit-url.
  var editLink: String? = nil
}

/// The frame every page shares: the head with the stylesheet and scripts (all in
/// `assets/`, linked relatively), a description and an inline favicon (nothing from
/// the network), the top bar with search, theme switch and print link, the sidebar
/// table of contents with the current chapter marked, the previous/next links (which
/// name their ← and → keys), and the footer.
struct PageLayout {
  /// Which page is being laid out, for the sidebar's mark and the keyboard links.
  enum Current: Equatable {
    /// The landing page.
    case landing
    /// The chapter at this index of the outline.
    case chapter(Int)
    /// The whole book on one page.
    case print
    /// A page of reference outside the chapters' order (the engine's modelled rules).
    case reference
  }

  /// The book's title, shown in the top bar.
  let bookTitle: String
  /// Every chapter, in order.
  let outline: [OutlineEntry]
  /// The book's settings: language, authors, theme.
  var settings = SiteSettings()

  /// The favicon, a 32×32 PNG written into every page, so that no browser asks the
  /// file system or the network for `/favicon.ico`.
  static let favicon =
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAAXklEQVR42mNgwAG44g/8pyZmIAZQ21KSHEMvy7E6gt6WYzhiZDtgoCyHO4JYheSCUQcMXwcMeCIcdQAl8T7qgOHhgNFcMOqAUQfQ3QHDsl042iwfPF2zQdE5HajuOQCtECe4LO4YgAAAAABJRU5ErkJggg=="

  /// The page's policy: scripts only from the site's own files (`assets/`), so no
  /// inline script, event handler or `javascript:` URL runs, whatever a page holds; no
  /// plugins; no `<base>`. Styles are not restricted: screens are drawn with `style`.
  static let contentSecurityPolicy = "script-src 'self'; object-src 'none'; base-uri 'none'"

  /// A complete page; `description` is its summary for search engines and link previews.
  func page(title: String, current: Current, description: String, body: String) -> String {
    let pageTitle = title == bookTitle ? title : "\(title) · \(bookTitle)"
    let (previous, next) = neighbours(current)
    var head = ""
    if let previous { head += "<link rel=\"prev\" href=\"\(HTML.escape(previous.page))\">\n" }
    if let next { head += "<link rel=\"next\" href=\"\(HTML.escape(next.page))\">\n" }
    let pager = current == .print || current == .reference ? "" : self.pager(previous: previous, next: next)
    if !settings.authors.isEmpty {
      head += "<meta name=\"author\" content=\"\(HTML.escape(settings.authors.joined(separator: ", ")))\">\n"
    }
    let themeHead = settings.theme.head.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" } ?? ""
    var footer = PageFooter(bookTitle: bookTitle, settings: settings)
    if case .chapter(let index) = current { footer.editLink = outline[index].editLink }
    let bodyClass: String
    switch current {
    case .landing: bodyClass = "landing"
    case .chapter: bodyClass = "chapter"
    case .print: bodyClass = "print-page"
    case .reference: bodyClass = "reference"
    }
    return """
      <!DOCTYPE html>
      <html lang="\(HTML.escape(settings.language))">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy)">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <title>\(HTML.escape(pageTitle))</title>
      <meta name="description" content="\(HTML.escape(description))">
      <link rel="icon" type="image/png" href="\(Self.favicon)">
      <link rel="stylesheet" href="assets/folio.css">
      \(head)<script src="assets/theme.js"></script>
      <script src="assets/folio.js" defer></script>
      \(themeHead)</head>
      <body class="\(bodyClass)">
      <a class="skip" href="#content">Skip to the text</a>
      \(topBar())
      \(sidebar(current))
      <main id="content" tabindex="-1">
      <article>
      \(body)</article>
      \(pager)</main>
      \(footer.html)
      </body>
      </html>

      """
  }

  // MARK: - Parts

  private func topBar() -> String {
    """
    <header class="topbar">
    <a class="menu-button" href="#sidebar" aria-controls="sidebar" aria-label="Table of contents" title="Table of contents"><span aria-hidden="true">☰</span></a>
    <a class="book-title" href="index.html">\(HTML.escape(bookTitle))</a>
    <div class="search" role="search">
    <input id="search-input" type="search" placeholder="Search the book" aria-label="Search the book" aria-keyshortcuts="s /" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="search-results" autocomplete="off" spellcheck="false">
    <div id="search-results" class="search-results" role="listbox" aria-label="Search results" hidden></div>
    <div id="announcer" class="visually-hidden" role="status" aria-live="polite"></div>
    </div>
    <button type="button" class="theme-switch" id="theme-switch" aria-label="Switch theme" title="Switch between light and dark"><span aria-hidden="true"></span></button>
    <a class="print-link" href="print.html" title="The whole book on one page, to print or save as PDF">Print</a>
    </header>
    """
  }

  private func sidebar(_ current: Current) -> String {
    var items =
      "<li\(current == .landing ? " class=\"current\"" : "")><a href=\"index.html\"\(current == .landing ? " aria-current=\"page\"" : "")><span class=\"toc-no\"></span>Introduction</a></li>\n"
    for (index, entry) in outline.enumerated() {
      if let part = entry.part, index == 0 || outline[index - 1].part != part {
        items += "<li class=\"toc-part\">\(HTML.escape(part))</li>\n"
      }
      let isCurrent = current == .chapter(index)
      items +=
        "<li\(isCurrent ? " class=\"current\"" : "")><a href=\"\(HTML.escape(entry.page))\"\(isCurrent ? " aria-current=\"page\"" : "")><span class=\"toc-no\">\(entry.number)</span>\(HTML.escape(entry.title))</a>"
      if isCurrent {
        let sections = entry.sections.filter { $0.level == 2 }
        if !sections.isEmpty {
          items += "\n<ol class=\"toc-sections\">\n"
          for section in sections {
            items += "<li><a href=\"#\(HTML.escape(section.anchor))\">\(HTML.escape(section.title))</a></li>\n"
          }
          items += "</ol>\n"
        }
      }
      items += "</li>\n"
    }
    return """
      <nav id="sidebar" class="sidebar" aria-label="Table of contents">
      <a class="sidebar-close" href="#content" aria-label="Close the table of contents">×</a>
      <ol class="toc">
      \(items)</ol>
      </nav>
      """
  }

  private func pager(previous: OutlineEntry?, next: OutlineEntry?) -> String {
    var links = ""
    if let previous {
      links +=
        "<a class=\"prev\" rel=\"prev\" href=\"\(HTML.escape(previous.page))\" aria-keyshortcuts=\"ArrowLeft\"><small><kbd aria-hidden=\"true\">←</kbd> Previous</small>\(HTML.escape(previous.title))</a>"
    }
    if let next {
      links +=
        "<a class=\"next\" rel=\"next\" href=\"\(HTML.escape(next.page))\" aria-keyshortcuts=\"ArrowRight\"><small>Next <kbd aria-hidden=\"true\">→</kbd></small>\(HTML.escape(next.title))</a>"
    }
    return "<nav class=\"pager\" aria-label=\"Chapters\">\(links)</nav>\n"
  }

  private func neighbours(_ current: Current) -> (OutlineEntry?, OutlineEntry?) {
    let landing = OutlineEntry(page: "index.html", title: "Introduction", number: 0, sections: [])
    switch current {
    case .landing:
      return (nil, outline.first)
    case .chapter(let index):
      return (index > 0 ? outline[index - 1] : landing, index + 1 < outline.count ? outline[index + 1] : nil)
    case .print, .reference:
      return (nil, nil)
    }
  }
}
