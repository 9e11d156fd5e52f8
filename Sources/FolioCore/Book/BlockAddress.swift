/// Where a code block is in a book: its chapter's position and its own position among
/// the chapter's code blocks, both in document order.
///
/// Every value made from a code block (a transcript, a standalone check, and what
/// compiling and running them produced) carries its block's address, so the stages
/// after extraction put results back in their place without searching by name, path
/// or line.
public struct BlockAddress: Hashable, Comparable, Sendable {
  /// The chapter's ``Chapter/index``.
  var chapter: Int
  /// The block's ``MarkdownCodeBlock/index`` in that chapter.
  var block: Int

  /// Creates an address.
  public init(chapter: Int, block: Int) {
    self.chapter = chapter
    self.block = block
  }

  /// Book order: by chapter, then by block.
  public static func < (lhs: BlockAddress, rhs: BlockAddress) -> Bool {
    (lhs.chapter, lhs.block) < (rhs.chapter, rhs.block)
  }
}
