/// Renders a Swift-owned Markdown tree as HTML.
///
/// Every text is escaped and raw HTML blocks and inlines are left out, matching
/// cmark's safe default. Code blocks are drawn by a caller-supplied closure, because
/// how a block looks depends on what Folio checked about it.
struct MarkdownHTMLRenderer {
  /// Draws one code block (the block gives its lines, the code its text and info).
  var renderCodeBlock: (MarkdownBlock, MarkdownCodeBlock) -> String
  private var usedAnchors: [String: Int] = [:]

  init(renderCodeBlock: @escaping (MarkdownBlock, MarkdownCodeBlock) -> String) {
    self.renderCodeBlock = renderCodeBlock
  }

  /// The HTML of a whole document.
  mutating func render(_ document: MarkdownDocument) -> String {
    blocks(document.blocks, tight: false)
  }

  private mutating func blocks(_ blocks: [MarkdownBlock], tight: Bool) -> String {
    blocks.map { block(_: $0, tight: tight) }.joined()
  }

  private mutating func block(_ block: MarkdownBlock, tight: Bool) -> String {
    switch block.kind {
    case .heading(let level, let content):
      let anchor = anchor(for: content.plainText)
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
        return "<a href=\"\(HTML.escape(HTML.safeURL(destination)))\"\(titleAttribute)>\(inlines(children))</a>"
      case .image(let source, let title, let children):
        let titleAttribute = title.isEmpty ? "" : " title=\"\(HTML.escape(title))\""
        return
          "<img src=\"\(HTML.escape(HTML.safeURL(source, image: true)))\" alt=\"\(HTML.escape(children.plainText))\"\(titleAttribute)>"
      case .softBreak: return "\n"
      case .lineBreak: return "<br>\n"
      case .htmlInline: return ""
      }
    }.joined()
  }

  private mutating func anchor(for text: String) -> String {
    let base = HTML.slug(text)
    let count = usedAnchors[base, default: 0]
    usedAnchors[base] = count + 1
    return count == 0 ? base : "\(base)-\(count)"
  }
}
