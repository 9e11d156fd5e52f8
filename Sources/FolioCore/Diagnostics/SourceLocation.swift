/// A place in a chapter: the file as the author named it, a 1-based line and column.
///
/// Every diagnostic and every diff carries one so an author can jump straight to
/// the Markdown line that disagrees with the engine.
public struct SourceLocation: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The file path as given on the command line (for example `chapters/01-onchange.md`).
  public var path: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int

  /// The JSON names (`--json`): `file`, `line`, `column`.
  private enum CodingKeys: String, CodingKey {
    case path = "file"
    case line, column
  }

  /// Creates a location.
  public init(path: String, line: Int, column: Int = 1) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// The start of another line of the same file.
  func atLine(_ line: Int) -> SourceLocation { SourceLocation(path: path, line: line) }

  /// `path:line:column`, the form editors and terminals recognise.
  public var description: String { "\(path):\(line):\(column)" }

  /// Orders by path, then line, then column, so reports read top to bottom.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }
}
