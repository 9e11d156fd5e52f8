extension MarkdownDocument {
  /// Every code block in document order, including those nested in lists and quotes,
  /// with the block that holds it (for its lines).
  var codeBlocks: [(block: MarkdownBlock, code: MarkdownCodeBlock)] {
    var result: [(MarkdownBlock, MarkdownCodeBlock)] = []
    walk { block in
      if case .codeBlock(let code) = block.kind { result.append((block, code)) }
    }
    return result
  }

  /// Visits every block depth-first, parents before children, in source order.
  /// (Recursive: ``MarkdownParser/depthLimit`` bounds how deep.)
  func walk(_ visit: (MarkdownBlock) -> Void) {
    func descend(_ blocks: [MarkdownBlock]) {
      for block in blocks {
        visit(block)
        switch block.kind {
        case .blockQuote(let children), .item(let children): descend(children)
        case .list(let list): descend(list.items)
        default: break
        }
      }
    }
    descend(blocks)
  }
}
