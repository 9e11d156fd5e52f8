import FolioCore

/// Where the blocks of a compiled unit are in their chapter: turns a location in the
/// generated source (`chapters/02-identity.md#2:5:9`, see ``ScenarioSource``) back into
/// the chapter line an author edits (`chapters/02-identity.md:41:9`).
///
/// Generated sources name blocks rather than chapter lines so that moving a block, by
/// editing the prose above it, changes no source and recompiles nothing.
struct SourceMap: Equatable, Sendable {
  /// Each block's `#sourceLocation` file name, with the chapter location of its first code line.
  var blocks: [String: SourceLocation]

  /// Creates a map.
  init(blocks: [String: SourceLocation]) {
    self.blocks = blocks
  }

  /// The chapter location of `location` in generated code, or `nil` when it is not in
  /// one of the blocks (the entry point, the engine, a temporary file).
  func chapterLocation(_ location: SourceLocation) -> SourceLocation? {
    guard let start = blocks[location.path] else { return nil }
    return SourceLocation(path: start.path, line: start.line + location.line - 1, column: location.column)
  }

  /// The block file names, longest first, so that `c.md#12` is tried before `c.md#1`.
  var fileNames: [String] { blocks.keys.sorted { ($0.count, $0) > ($1.count, $1) } }
}
