import FolioCore

/// One section of a rendered page: a heading and the plain text under it, for the
/// table of contents and the search index.
struct PageSection: Equatable {
  /// The heading level (1 for the chapter's title).
  var level: Int
  /// The heading's text.
  var title: String
  /// The heading's anchor on its page.
  var anchor: String
  /// What a reader sees under the heading, as plain text (prose and code).
  var text: String
}

/// Renders a Swift-owned Markdown tree as HTML.
///
/// Every text is escaped and raw HTML blocks and inlines are left out, matching
/// cmark's safe default. Code blocks are drawn by a caller-supplied closure, because
/// how a block looks depends on what Folio checked about it. Headings get stable
/// anchors from the page's ``PageAnchors``; the sections are collected on the way.
struct MarkdownHTMLRenderer {
  /// Draws one code block (the block gives its lines, the code its text and info).
  var renderCodeBlock: (MarkdownBlock, MarkdownCodeBlock) -> String
  /// Rewrites a safe link destination (the print page points chapter links inside itself).
  var rewriteLink: (String) -> String = { $0 }
  /// The book's files this chapter references, by the path it writes, and where the
  /// site holds each (``ChapterAsset``).
  var assets: [String: String] = [:]

  /// Links and images that name one of `files` point where the site holds it.
  mutating func carry(_ files: [ChapterAsset]) {
    assets = Dictionary(files.map { ($0.written, $0.sitePath) }) { first, _ in first }
  }
  /// What a reader sees around a code block besides its code (`Scenario order`), for search.
  var codeBlockCaption: (MarkdownCodeBlock) -> String = { _ in "" }
  /// The page's anchors, shared with the code-block drawer.
  let anchors: PageAnchors
  /// The book's page names, so a link to a chapter's file points at its page.
  let pages: SitePages
  /// The sections met so far, in order; text before the first heading has level 0.
  private(set) var sections: [PageSection] = []

  init(
    anchors: PageAnchors = PageAnchors(), pages: SitePages = SitePages(),
    renderCodeBlock: @escaping (MarkdownBlock, MarkdownCodeBlock) -> String
  ) {
    self.anchors = anchors
    self.pages = pages
    self.renderCodeBlock = renderCodeBlock
  }

  /// The HTML of a whole document.
  mutating func render(_ document: MarkdownDocument) -> String {
    document.blocks.map { topLevel($0) }.joined()
  }

  private mutating func topLevel(_ block: MarkdownBlock) -> String {
    if case .heading(let level, let content) = block.kind {
      let anchor = anchors.claim(HTML.slug(content.plainText))
      sections.append(PageSection(level: level, title: content.plainText, anchor: anchor, text: ""))
      return
        "<h\(level) id=\"\(anchor)\">\(inlines(content))<a class=\"anchor\" href=\"#\(anchor)\" aria-label=\"Link to this section\">#</a></h\(level)>\n"
    }
    if sections.isEmpty { sections.append(PageSection(level: 0, title: "", anchor: "", text: "")) }
    var text = Self.plainText(block)
    if case .codeBlock(let code) = block.kind {
      let caption = codeBlockCaption(code)
      if !caption.isEmpty { text = caption + "\n" + text }
    }
    if !text.isEmpty {
      sections[sections.count - 1].text += (sections[sections.count - 1].text.isEmpty ? "" : "\n") + text
    }
    return self.block(block, tight: false)
  }

  private mutating func blocks(_ blocks: [MarkdownBlock], tight: Bool) -> String {
    blocks.map { block(_: $0, tight: tight) }.joined()
  }

  private mutating func block(_ block: MarkdownBlock, tight: Bool) -> String {
    switch block.kind {
    case .heading(let level, let content):
      let anchor = anchors.claim(HTML.slug(content.plainText))
      return "<h\(level) id=\"\(anchor)\">\(inlines(content))</h\(level)>\n"
    case .paragraph(let content):
      return tight ? inlines(content) + "\n" : "<p>\(inlines(content))</p>\n"
    case .codeBlock(let code):
      return renderCodeBlock(block, code)
    case .blockQuote(let children):
      return "<blockquote>\n\(blocks(children, tight: false))</blockquote>\n"
    case .list(let list):
      let open = list.ordered ? (list.start == 1 ? "<ol>" : "<ol start=\"\(list.start)\">") : "<ul>"
      let items = list.items.map { item -> String in
        guard case .item(let children) = item.kind else { return "" }
        return "<li>\(blocks(children, tight: list.tight))</li>\n"
      }.joined()
      return "\(open)\n\(items)\(list.ordered ? "</ol>" : "</ul>")\n"
    case .item(let children):
      return "<li>\(blocks(children, tight: tight))</li>\n"
    case .thematicBreak:
      return "<hr>\n"
    case .htmlBlock:
      return "<!-- raw HTML omitted -->\n"
    }
  }

  /// `destination` with a reference to a book's file replaced by where the site holds it.
  func asset(_ destination: String) -> String {
    let path = destination.prefix { $0 != "#" && $0 != "?" }
    guard let site = assets[String(path).trimmingCharacters(in: .whitespacesAndNewlines)] else { return destination }
    return site + destination.dropFirst(path.count)
  }

  /// The HTML of inline content.
  func inlines(_ content: [MarkdownInline]) -> String {
    content.map { inline -> String in
      switch inline {
      case .text(let text): return HTML.escape(text)
      case .code(let text): return "<code>\(HTML.escape(text))</code>"
      case .emphasis(let children): return "<em>\(inlines(children))</em>"
      case .strong(let children): return "<strong>\(inlines(children))</strong>"
      case .link(let destination, let title, let children):
        let titleAttribute = title.isEmpty ? "" : " title=\"\(HTML.escape(title))\""
        let href = LinkDestination.resolve(asset(destination), use: .link, pages: pages).map(rewriteLink)
        return
          "<a href=\"\(HTML.escape(href ?? LinkDestination.neutralised))\"\(titleAttribute)>\(inlines(children))</a>"
      case .image(let source, let title, let children):
        let titleAttribute = title.isEmpty ? "" : " title=\"\(HTML.escape(title))\""
        // A refused image source is left out: the reader sees the alternative text.
        let src = LinkDestination.resolve(asset(source), use: .image).map { " src=\"\(HTML.escape($0))\"" } ?? ""
        return "<img\(src) alt=\"\(HTML.escape(children.plainText))\"\(titleAttribute)>"
      case .softBreak: return "\n"
      case .lineBreak: return "<br>\n"
      case .htmlInline: return ""
      }
    }.joined()
  }

  /// The text of a block as a reader sees it, for search.
  static func plainText(_ block: MarkdownBlock) -> String {
    switch block.kind {
    case .heading(_, let content), .paragraph(let content): return content.plainText
    case .codeBlock(let code):
      // What the page shows: a swift block's hidden lines are not searched.
      return code.info.split(separator: " ").first == "swift" ? HiddenLines.shown(code.literal) : code.literal
    case .blockQuote(let children), .item(let children): return children.map(plainText).joined(separator: "\n")
    case .list(let list): return list.items.map(plainText).joined(separator: "\n")
    case .thematicBreak, .htmlBlock: return ""
    }
  }
}
