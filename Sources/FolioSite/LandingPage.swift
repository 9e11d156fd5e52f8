import FolioCore

/// The landing page: `chapters/index.md` when the book has one (or a title and a
/// line about the book when it has not), then every chapter with its opening
/// paragraph and how many of its examples were verified.
struct LandingPage {
  /// The checked book.
  let book: CheckedBook
  /// The book's title.
  let title: String
  /// The chapters, in order.
  let outline: [OutlineEntry]
  /// The book's page names, for links to chapters in `index.md`.
  let pages: SitePages

  /// The page's body and its sections (for search).
  func render() -> (String, [PageSection]) {
    let anchors = PageAnchors()
    var (body, sections) = introduction(anchors: anchors)
    body += "<p class=\"book-stats\">\(HTML.escape(summary))</p>\n"
    let contentsAnchor = anchors.claim("contents")
    body += "<h2 id=\"\(contentsAnchor)\">Contents</h2>\n<ol class=\"chapter-list\">\n"
    for (chapter, entry) in zip(book.chapters, outline) {
      body += "<li><a href=\"\(HTML.escape(entry.page))\"><span class=\"toc-no\">\(entry.number)</span>"
      body += "<span class=\"chapter-title\">\(HTML.escape(entry.title))</span></a>\n"
      if let opening = Self.opening(chapter.chapter.document) {
        body += "<p>\(HTML.escape(opening))</p>\n"
      }
      let stats = Self.stats(chapter.extracted)
      if !stats.isEmpty { body += "<p class=\"chapter-stats\">\(HTML.escape(stats))</p>\n" }
      body += "</li>\n"
    }
    body += "</ol>\n"
    body +=
      "<p class=\"print-note\"><a href=\"print.html\">The whole book on one page</a>, to print or to save as PDF.</p>\n"
    return (body, sections)
  }

  /// `chapters/index.md` drawn with `anchors` and links passed through `rewriteLink`
  /// (the print page opens with it too), or the book's title when there is none; and
  /// its sections.
  func introduction(anchors: PageAnchors, rewriteLink: @escaping (String) -> String = { $0 }) -> (
    String, [PageSection]
  ) {
    guard let landing = book.landingPage else {
      let anchor = anchors.claim(HTML.slug(title))
      return (
        "<h1 id=\"\(anchor)\">\(HTML.escape(title))</h1>\n",
        [PageSection(level: 1, title: title, anchor: anchor, text: "")]
      )
    }
    var renderer = MarkdownHTMLRenderer(anchors: anchors, pages: pages) { _, code in SiteRenderer.plainCode(code) }
    renderer.carry(book.landingAssets)
    renderer.rewriteLink = rewriteLink
    return (renderer.render(landing), renderer.sections)
  }

  /// What the page says about itself in one line, for `<meta name="description">`: the
  /// introduction's first paragraph, or else ``summary``.
  var description: String {
    book.landingPage.flatMap(Self.opening) ?? summary
  }

  /// One line about what was checked, from the counts (no dates: same book, same bytes).
  var summary: String {
    let scenarios = book.chapters.reduce(0) { $0 + $1.extracted.scenarios.count }
    let transcripts = book.chapters.reduce(0) { $0 + $1.extracted.transcripts.count }
    let blocks = book.chapters.reduce(0) { $0 + $1.extracted.checks.count }
    return
      "Every example in this book was compiled and run when this site was built: "
      + "\(Self.count(scenarios, "scenario")), \(Self.count(transcripts, "transcript")) and "
      + "\(Self.count(blocks, "checked code block")), all verified. The output you read is the output the code printed."
  }

  /// The chapter's first paragraph, shortened at a word to about 240 characters.
  static func opening(_ document: MarkdownDocument) -> String? {
    for block in document.blocks {
      guard case .paragraph(let content) = block.kind else { continue }
      let text = content.plainText.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
      guard text.count > 240 else { return text }
      var shortened = ""
      for word in text.split(separator: " ") {
        if shortened.count + word.count + 1 > 240 { break }
        shortened += (shortened.isEmpty ? "" : " ") + word
      }
      return shortened + " …"
    }
    return nil
  }

  private static func stats(_ chapter: ExtractedChapter) -> String {
    var parts: [String] = []
    if !chapter.transcripts.isEmpty { parts.append(count(chapter.transcripts.count, "transcript")) }
    if !chapter.checks.isEmpty { parts.append(count(chapter.checks.count, "checked block")) }
    return parts.isEmpty ? "" : parts.joined(separator: " · ") + " · verified"
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
