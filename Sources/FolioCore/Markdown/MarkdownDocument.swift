// MARK: - Document

/// A Markdown document as a Swift-owned tree, converted once from cmark's C tree.
///
/// Everything past ``MarkdownParser`` works on these values only, so no other part
/// of Folio needs to know that cmark exists or manage its memory.
public struct MarkdownDocument: Equatable, Sendable {
  /// The top-level blocks, in source order.
  public var blocks: [MarkdownBlock]
}

// MARK: - Blocks

/// One block of a document together with where it starts in the source.
///
/// The line is what lets a diagnostic or a diff name `file:line` of the chapter.
public struct MarkdownBlock: Equatable, Sendable {
  /// What the block is and what it contains.
  public var kind: MarkdownBlockKind
  /// The 1-based source line on which the block starts.
  var line: Int
  /// The 1-based source line on which the block ends (inclusive).
  var endLine: Int
}

/// The kinds of block CommonMark knows, each with its content.
public indirect enum MarkdownBlockKind: Equatable, Sendable {
  /// An ATX or setext heading of level 1 to 6.
  case heading(level: Int, content: [MarkdownInline])
  /// A paragraph of inline content.
  case paragraph([MarkdownInline])
  /// A fenced or indented code block.
  case codeBlock(MarkdownCodeBlock)
  /// A block quote and the blocks inside it.
  case blockQuote([MarkdownBlock])
  /// A bullet or ordered list; its items are ``MarkdownBlockKind/item(_:)`` blocks.
  case list(MarkdownList)
  /// One list item and the blocks inside it.
  case item([MarkdownBlock])
  /// A horizontal rule.
  case thematicBreak
  /// Raw HTML. Kept so the tree is complete; the site never emits it (cmark's safe default).
  case htmlBlock(String)
}

/// A code block's info string and text, and where its text sits in the source.
public struct MarkdownCodeBlock: Equatable, Sendable {
  /// The info string after the opening fence (empty for indented blocks).
  public var info: String
  /// The code itself, each line ending in a newline, with the block's indentation removed.
  public var literal: String
  /// Whether the block is fenced (```` ``` ```` or `~~~`) rather than indented.
  var fenced: Bool
  /// The 1-based source line of the first line of code (the line after the opening fence).
  var contentLine: Int
  /// Whether a closing fence ends the block; an unclosed fence runs to the end of its container.
  var closed: Bool
  /// The 1-based source column of the opening fence: the code's lines start there too
  /// (inside a list item or a quote the container's prefix comes before it).
  var column: Int
  /// The block's position among its document's code blocks (fenced or not, nested or
  /// not), counting from 0 in document order: what later stages know the block by.
  var index: Int

  /// Creates a code block description.
  init(
    info: String, literal: String, fenced: Bool, contentLine: Int, closed: Bool, column: Int = 1, index: Int = 0
  ) {
    self.index = index
    self.info = info
    self.literal = literal
    self.fenced = fenced
    self.contentLine = contentLine
    self.closed = closed
    self.column = column
  }

  /// The code split into lines, without their newlines.
  var lines: [String] {
    var lines = literal.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}

/// The shape of a list.
public struct MarkdownList: Equatable, Sendable {
  /// Whether the list is numbered.
  public var ordered: Bool
  /// The number of the first item of an ordered list (1 for bullet lists).
  public var start: Int
  /// Whether the items are tight (rendered without paragraph spacing).
  public var tight: Bool
  /// The list's items, each an ``MarkdownBlockKind/item(_:)`` block.
  public var items: [MarkdownBlock]
}

// MARK: - Inlines

/// Inline content of paragraphs and headings.
public indirect enum MarkdownInline: Equatable, Sendable {
  /// Plain text.
  case text(String)
  /// A code span.
  case code(String)
  /// Emphasised content (`*…*`).
  case emphasis([MarkdownInline])
  /// Strongly emphasised content (`**…**`).
  case strong([MarkdownInline])
  /// A link with its destination, optional title and label.
  case link(destination: String, title: String, content: [MarkdownInline])
  /// An image with its source, optional title and alternative text.
  case image(source: String, title: String, content: [MarkdownInline])
  /// A line break in the source that renders as a space.
  case softBreak
  /// A hard line break.
  case lineBreak
  /// Raw inline HTML. Kept so the tree is complete; never emitted by the site.
  case htmlInline(String)
}

extension Array where Element == MarkdownInline {
  /// The text a reader sees, without markup: used for titles, anchors and alt text.
  public var plainText: String {
    map { inline -> String in
      switch inline {
      case .text(let text), .code(let text): return text
      case .emphasis(let content), .strong(let content): return content.plainText
      case .link(_, _, let content), .image(_, _, let content): return content.plainText
      case .softBreak, .lineBreak: return " "
      case .htmlInline: return ""
      }
    }.joined()
  }
}
