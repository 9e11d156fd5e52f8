import CCmark

/// Parses CommonMark with cmark and converts the whole C tree into a
/// ``MarkdownDocument`` at once.
///
/// This is the only file in Folio that imports cmark: the C tree is walked once,
/// copied into Swift values, and freed before `parse` returns, so no C memory
/// escapes. Raw HTML stays in the tree as `htmlBlock`/`htmlInline` nodes; keeping
/// cmark's safe default is the renderer's job (it never emits them).
///
/// cmark itself never recurses on the tree (its parser, iterator and `cmark_node_free`
/// are loops), but a Swift tree of nested enums and arrays is compared, walked,
/// rendered and, above all, released recursively: 40,000 nested `>` would exhaust
/// the stack however the walks were written. So a tree deeper than ``depthLimit`` is
/// refused before it is converted, and everything past the parser may recurse.
enum MarkdownParser {
  /// The deepest nesting accepted, counting every block and inline container and the
  /// text in it (a paragraph in a quote in a list item is 4 levels, its text 5). Far
  /// past what any reader follows, and far below what the stack holds: without the
  /// limit the debug `folio build` crashed between 2,000 and 4,000 levels (8 MB stack).
  static let depthLimit = 100

  /// Markdown nested deeper than ``MarkdownParser/depthLimit``, with where the first
  /// node past the limit starts.
  struct TooDeep: Error, Equatable, Sendable {
    /// The 1-based line of the first node past the limit.
    var line: Int
    /// The 1-based column of that node.
    var column: Int
  }

  /// Parses a Markdown text into a Swift-owned document.
  ///
  /// - Parameter text: The Markdown source.
  /// - Returns: The document.
  /// - Throws: ``TooDeep`` when the text nests deeper than ``depthLimit``.
  static func parse(_ text: String) throws(TooDeep) -> MarkdownDocument {
    var source = text
    let root = source.withUTF8 { buffer -> OpaquePointer? in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        cmark_parse_document(chars.baseAddress, chars.count, CMARK_OPT_DEFAULT)
      }
    }
    guard let root else { return MarkdownDocument(blocks: []) }
    defer { cmark_node_free(root) }
    if let tooDeep = firstNodePastLimit(under: root) { throw tooDeep }
    let converter = Converter(sourceLines: SourceLines(text))
    return MarkdownDocument(blocks: converter.blocks(under: root))
  }

  /// Walks the C tree without recursion (first child, next sibling, parent) and names
  /// the first node deeper than ``depthLimit``, or `nil` when there is none.
  private static func firstNodePastLimit(under root: OpaquePointer) -> TooDeep? {
    var node = cmark_node_first_child(root)
    var depth = 1
    while let current = node {
      if depth > depthLimit {
        // Inline nodes may lack a position; the nearest ancestor with one stands in.
        var located: OpaquePointer? = current
        while let candidate = located, cmark_node_get_start_line(candidate) == 0 {
          located = cmark_node_parent(candidate)
        }
        let line = located.map { Int(cmark_node_get_start_line($0)) } ?? 1
        let column = located.map { Int(cmark_node_get_start_column($0)) } ?? 1
        return TooDeep(line: max(1, line), column: max(1, column))
      }
      if let child = cmark_node_first_child(current) {
        node = child
        depth += 1
        continue
      }
      var ancestor: OpaquePointer? = current
      node = nil
      while let here = ancestor, here != root {
        if let next = cmark_node_next(here) {
          node = next
          break
        }
        ancestor = cmark_node_parent(here)
        depth -= 1
      }
    }
    return nil
  }
}

// MARK: - Source lines

/// The source split into lines, as bytes, for the few facts cmark does not expose
/// (whether a fence is closed).
private struct SourceLines {
  let lines: [[UInt8]]

  /// Splits at `\n`, `\r\n` and a lone `\r`, as cmark counts lines.
  init(_ text: String) {
    var lines: [[UInt8]] = [[]]
    var afterCarriageReturn = false
    for byte in text.utf8 {
      defer { afterCarriageReturn = byte == UInt8(ascii: "\r") }
      if byte == UInt8(ascii: "\n") {
        if !afterCarriageReturn { lines.append([]) }
      } else if byte == UInt8(ascii: "\r") {
        lines.append([])
      } else {
        lines[lines.count - 1].append(byte)
      }
    }
    self.lines = lines
  }

  /// The bytes of 1-based `line`, or empty when out of range.
  func line(_ number: Int) -> [UInt8] {
    number >= 1 && number <= lines.count ? lines[number - 1] : []
  }
}

// MARK: - Conversion

private final class Converter {
  let sourceLines: SourceLines
  /// Code blocks converted so far: cmark's children come in document order, so this
  /// numbers them as ``MarkdownDocument/codeBlocks`` lists them.
  private var codeBlockCount = 0

  init(sourceLines: SourceLines) {
    self.sourceLines = sourceLines
  }

  func blocks(under parent: OpaquePointer) -> [MarkdownBlock] {
    children(of: parent).compactMap(block)
  }

  func inlines(under parent: OpaquePointer) -> [MarkdownInline] {
    children(of: parent).compactMap(inline)
  }

  private func children(of parent: OpaquePointer) -> [OpaquePointer] {
    var result: [OpaquePointer] = []
    var child = cmark_node_first_child(parent)
    while let node = child {
      result.append(node)
      child = cmark_node_next(node)
    }
    return result
  }

  private func block(_ node: OpaquePointer) -> MarkdownBlock? {
    let line = Int(cmark_node_get_start_line(node))
    let endLine = Int(cmark_node_get_end_line(node))
    let kind: MarkdownBlockKind
    switch cmark_node_get_type(node) {
    case CMARK_NODE_HEADING:
      kind = .heading(level: Int(cmark_node_get_heading_level(node)), content: inlines(under: node))
    case CMARK_NODE_PARAGRAPH:
      kind = .paragraph(inlines(under: node))
    case CMARK_NODE_CODE_BLOCK:
      kind = .codeBlock(codeBlock(node, line: line, endLine: endLine))
    case CMARK_NODE_BLOCK_QUOTE:
      kind = .blockQuote(blocks(under: node))
    case CMARK_NODE_LIST:
      kind = .list(
        MarkdownList(
          ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
          start: max(1, Int(cmark_node_get_list_start(node))),
          tight: cmark_node_get_list_tight(node) != 0,
          items: blocks(under: node)))
    case CMARK_NODE_ITEM:
      kind = .item(blocks(under: node))
    case CMARK_NODE_THEMATIC_BREAK:
      kind = .thematicBreak
    case CMARK_NODE_HTML_BLOCK:
      kind = .htmlBlock(literal(node))
    default:
      return nil
    }
    return MarkdownBlock(kind: kind, line: line, endLine: endLine)
  }

  private func codeBlock(_ node: OpaquePointer, line: Int, endLine: Int) -> MarkdownCodeBlock {
    let literal = literal(node)
    let info = string(cmark_node_get_fence_info(node))
    let column = Int(cmark_node_get_start_column(node))
    let index = codeBlockCount
    codeBlockCount += 1
    let opening = Array(sourceLines.line(line).dropFirst(max(0, column - 1)))
    let fence = fenceRun(opening)
    guard let fence, fence.count >= 3, !isIndented(literal: literal, info: info, opening: opening) else {
      return MarkdownCodeBlock(
        info: info, literal: literal, fenced: false, contentLine: line, closed: true, column: column, index: index)
    }
    // A closing fence is a run of the same character, at least as long, alone on the
    // last line of the block (after the container's prefix: indentation, `>`).
    var closed = false
    if endLine > line {
      var last = sourceLines.line(endLine)[...]
      while let first = last.first, first == UInt8(ascii: " ") || first == UInt8(ascii: ">") || first == 9 {
        last = last.dropFirst()
      }
      if let run = fenceRun(Array(last)), run.character == fence.character, run.count >= fence.count,
        last.dropFirst(run.count).allSatisfy({ $0 == UInt8(ascii: " ") || $0 == 9 })
      {
        closed = true
      }
    }
    return MarkdownCodeBlock(
      info: info, literal: literal, fenced: true, contentLine: line + 1, closed: closed, column: max(1, column),
      index: index)
  }

  /// Whether a code block whose line starts with a fence run at its column is in fact an
  /// indented block whose first line of code is that run (`    ```transcript …`).
  ///
  /// cmark's API does not say which kind a block is, and the source line alone cannot:
  /// cmark gives an indented block's column as the first character after the indentation.
  /// What cmark kept can: a fence's code starts after its opening line, and a fence with
  /// text after its run has a non-empty info string, while an indented block has no info
  /// string and its code starts with the line itself. A fence with an empty info string
  /// never starts its code with its own opening line: that line would have closed it.
  private func isIndented(literal: String, info: String, opening: [UInt8]) -> Bool {
    guard info.isEmpty else { return false }
    let blank = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" }
    // cmark writes U+FFFD for a NUL in the code.
    var line = String(decoding: opening, as: UTF8.self).unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }[...]
    var first = literal.unicodeScalars.prefix { $0 != "\n" }
    while let last = line.last, blank(last) { line = line.dropLast() }
    while let last = first.last, blank(last) { first = first.dropLast() }
    return first.elementsEqual(line)
  }

  private func fenceRun(_ bytes: [UInt8]) -> (character: UInt8, count: Int)? {
    guard let first = bytes.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return nil }
    return (first, bytes.prefix { $0 == first }.count)
  }

  private func inline(_ node: OpaquePointer) -> MarkdownInline? {
    switch cmark_node_get_type(node) {
    case CMARK_NODE_TEXT: return .text(literal(node))
    case CMARK_NODE_CODE: return .code(literal(node))
    case CMARK_NODE_EMPH: return .emphasis(inlines(under: node))
    case CMARK_NODE_STRONG: return .strong(inlines(under: node))
    case CMARK_NODE_LINK:
      return .link(
        destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
        content: inlines(under: node))
    case CMARK_NODE_IMAGE:
      return .image(
        source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
        content: inlines(under: node))
    case CMARK_NODE_SOFTBREAK: return .softBreak
    case CMARK_NODE_LINEBREAK: return .lineBreak
    case CMARK_NODE_HTML_INLINE: return .htmlInline(literal(node))
    default: return nil
    }
  }

  private func literal(_ node: OpaquePointer) -> String {
    string(cmark_node_get_literal(node))
  }

  private func string(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
  }
}
