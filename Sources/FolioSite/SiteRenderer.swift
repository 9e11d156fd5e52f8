import FolioCore
import ScenarioWire

/// One file of the generated site.
public struct SiteFile: Equatable, Sendable {
  /// The path inside the site folder (`01-onchange.html`, `assets/folio.css`).
  public var path: String
  /// The file's text.
  public var contents: String
  /// A file of the book copied as it is (an image a chapter shows), instead of `contents`.
  public var copiedFrom: String? = nil
}

/// Draws the checked book as static HTML: the `render` stage.
///
/// A page per chapter, `index.html` (the landing page), `print.html` (the whole book
/// on one page), and the assets every page links relatively: the stylesheet, the
/// theme script, the page script and the search index. Pure and deterministic (same
/// book, same bytes): no timestamps, stable order, nothing from the network, so the
/// site works from `file://`.
public struct SiteRenderer: Sendable {
  /// The title used when the book has no `index.md` whose first heading names it.
  var defaultTitle: String
  /// What the book's `folio.toml` says about its site.
  var settings: SiteSettings

  /// Creates a renderer.
  ///
  /// - Parameter defaultTitle: The book's title when neither the config nor
  ///   `chapters/index.md` gives one.
  public init(defaultTitle: String = "Folio", settings: SiteSettings = SiteSettings()) {
    self.defaultTitle = defaultTitle
    self.settings = settings
  }

  /// Renders every file of the site from the checked book, sorted by path.
  public func render(_ book: CheckedBook) -> [SiteFile] {
    let pages = SitePages(chapters: book.chapters.map(\.chapter))
    RealTranscript.decodeSiteEvents(of: book.runs.map(\.real))
    let drawings = ChapterDrawing.all(book.chapters, pages: pages)
    let chapters = drawings.map(\.page)
    let outline = chapters.enumerated().map { index, chapter in
      OutlineEntry(
        page: pages.pages[index], title: chapter.chapter.chapter.title, number: index + 1,
        sections: chapter.sections, part: chapter.chapter.chapter.part,
        editLink: settings.editLink(for: chapter.chapter.chapter.path))
    }
    let title = bookTitle(book)
    let layout = PageLayout(bookTitle: title, outline: outline, settings: settings)

    var search = SearchIndex()
    var files: [SiteFile] = []
    let landing = LandingPage(book: book, title: title, outline: outline, pages: pages)
    let (landingBody, landingSections) = landing.render()
    files.append(
      SiteFile(
        path: "index.html",
        contents: layout.page(
          title: title, current: .landing, description: settings.description ?? landing.description,
          body: landingBody)))
    search.add(page: "index.html", chapter: "Introduction", sections: landingSections)
    for (index, chapter) in chapters.enumerated() {
      let entry = outline[index]
      let description = LandingPage.opening(chapter.chapter.chapter.document) ?? entry.title
      files.append(
        SiteFile(
          path: entry.page,
          contents: layout.page(
            title: entry.title, current: .chapter(index), description: description, body: chapter.html)))
      search.add(page: entry.page, chapter: entry.title, sections: chapter.sections)
    }
    files.append(
      SiteFile(
        path: "print.html",
        contents: layout.page(
          title: title, current: .print, description: "\(title): the whole book on one page, to print or save as PDF.",
          body: printBody(drawings.map(\.print), landing: landing, outline: outline, pages: pages))))
    files.append(
      SiteFile(
        path: EngineRulesPage.path,
        contents: layout.page(
          title: EngineRulesPage.title, current: .reference,
          description: "The choices the engine makes where public evidence about SwiftUI is silent.",
          body: EngineRulesPage.body())))
    var copied: [String: String] = [:]
    for asset in book.landingAssets + book.chapters.flatMap(\.chapter.assets) where copied[asset.sitePath] == nil {
      copied[asset.sitePath] = asset.source
    }
    let taken = Set(files.map(\.path))
    files += copied.filter { !taken.contains($0.key) }.map {
      SiteFile(path: $0.key, contents: "", copiedFrom: $0.value)
    }
    files += SiteAssets.files.map(themed) + [SiteFile(path: "assets/search-index.js", contents: search.script)]
    assert(Set(files.map(\.path)).count == files.count, "two site files share a path")
    return files.sorted { $0.path < $1.path }
  }

  /// Every file the site writes besides the chapter pages; ``SitePages`` keeps
  /// chapter pages clear of them.
  static let generatedPaths =
    ["index.html", "print.html", EngineRulesPage.path, "assets/search-index.js"] + SiteAssets.files.map(\.path)

  /// An asset with the book's theme applied: its CSS appended after Folio's stylesheet.
  func themed(_ file: SiteFile) -> SiteFile {
    guard file.path == "assets/folio.css", let css = settings.theme.css else { return file }
    return SiteFile(
      path: file.path, contents: file.contents + "\n/* The book's theme (folio.toml [theme] css). */\n" + css)
  }

  /// The book's title: the config's, else the landing page's first level-1 heading, else
  /// ``defaultTitle``.
  func bookTitle(_ book: CheckedBook) -> String {
    if let title = settings.title { return title }
    return book.landingPage?.blocks.lazy.compactMap { block -> String? in
      if case .heading(1, let content) = block.kind { return content.plainText }
      return nil
    }.first ?? defaultTitle
  }

  // MARK: - The print page

  /// The print page: the introduction (with the summary of what was checked), the
  /// contents, then every chapter (`printed`, drawn for this page) as a section named
  /// after its page.
  private func printBody(
    _ printed: [RenderedChapter], landing: LandingPage, outline: [OutlineEntry], pages: SitePages
  ) -> String {
    let stems = Self.printStems(pages)
    let chapterStems = Set(stems)
    let (introduction, _) = landing.introduction(
      anchors: PageAnchors(prefix: Self.printIntroduction + "-"),
      rewriteLink: { Self.printLink($0, stem: Self.printIntroduction, chapters: chapterStems) })
    var body = "<header class=\"print-title\" id=\"\(Self.printIntroduction)\">\n\(introduction)"
    body += "<p class=\"book-stats\">\(HTML.escape(landing.summary))</p>\n"
    body +=
      "<button type=\"button\" class=\"print-button\" hidden>Print or save as PDF</button>\n<ol class=\"toc-print\">\n"
    for (stem, entry) in zip(stems, outline) {
      body += "<li><a href=\"#\(HTML.escape(stem))\">\(HTML.escape(entry.title))</a></li>\n"
    }
    body += "</ol></header>\n"
    for (chapter, stem) in zip(printed, stems) {
      body += "<section class=\"print-chapter\" id=\"\(HTML.escape(stem))\">\n\(chapter.html)</section>\n"
    }
    return body
  }

  /// Each chapter's section id on the print page: its page's name without `.html` (a
  /// safe slug), which also prefixes the section's anchors.
  static func printStems(_ pages: SitePages) -> [String] {
    pages.pages.map { String($0.dropLast(5)) }
  }

  /// The id of the print page's introduction and the prefix of its anchors, as a
  /// chapter's stem is of its own; ``SitePages`` never names a chapter's page so.
  static let printIntroduction = "introduction"

  /// A link as it must read on the print page, where every chapter is a section:
  /// `#x` → `#STEM-x`, `02-next.html#x` → `#02-next-x`, `02-next.html` → `#02-next`.
  static func printLink(_ href: String, stem: String, chapters: Set<String>) -> String {
    if href == LinkDestination.neutralised { return href }
    if href.hasPrefix("#") { return "#\(stem)-\(href.dropFirst())" }
    let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    guard let file = parts.first, file.hasSuffix(".html"), !file.contains("/") else { return href }
    let target = String(file.dropLast(5))
    guard chapters.contains(target) else { return href }
    return parts.count > 1 && !parts[1].isEmpty ? "#\(target)-\(parts[1])" : "#\(target)"
  }

  // MARK: - Code

  static func plainCode(_ code: MarkdownCodeBlock) -> String {
    let language = code.info.split(separator: " ").first.map(String.init) ?? ""
    let attribute = language.isEmpty ? "" : " class=\"language-\(HTML.escape(language))\""
    return "<pre><code\(attribute)>\(HTML.escape(code.literal))</code></pre>\n"
  }
}

/// A chapter rendered once: its HTML and its sections.
struct RenderedChapter {
  /// The checked chapter.
  let chapter: CheckedChapter
  /// The chapter's HTML (its article's content).
  let html: String
  /// Its headings and the text under each.
  let sections: [PageSection]

  /// `revealsExercises`: draw exercises with their output shown, as on the print page.
  /// `code`: the chapter's Swift blocks highlighted, shared by its two drawings.
  init(
    chapter: CheckedChapter, anchors: PageAnchors, pages: SitePages, code: HighlightedCode = HighlightedCode(),
    revealsExercises: Bool = false, rewriteLink: @escaping (String) -> String = { $0 }
  ) {
    let blocks = CodeBlockHTML(
      chapter: chapter, anchors: anchors, highlighted: code, revealsExercises: revealsExercises)
    var renderer = MarkdownHTMLRenderer(anchors: anchors, pages: pages) { block, code in blocks.render(block, code) }
    renderer.carry(chapter.chapter.assets)
    renderer.rewriteLink = rewriteLink
    renderer.codeBlockCaption = blocks.searchCaption
    self.chapter = chapter
    self.html = renderer.render(chapter.chapter.document)
    self.sections = renderer.sections
  }
}
