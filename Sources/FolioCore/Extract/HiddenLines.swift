/// Setup lines of a `swift` block that are compiled but not shown on the page: a line
/// whose first characters, after any spaces or tabs, are `#-` followed by a space or
/// the end of the line.
///
/// `#-` can start no Swift line (`#if`, `#warning`, `#sourceLocation`, `#Preview`, a raw
/// string `#"…"#` and every macro have a letter or a quote after the `#`), so a marked
/// line never means something else. The compiled line keeps its columns: the marker's
/// two characters become spaces, so a compiler message on a hidden line names the
/// chapter's column. Only whole lines are hidden, inside a multi-line string too.
public enum HiddenLines {
  /// The marker that starts a hidden line.
  static let marker = "#-"

  /// Whether `line` is hidden.
  static func isHidden(_ line: Substring) -> Bool {
    markerRange(line) != nil
  }

  /// Whether `line` starts with the marker but is not hidden, because something other
  /// than a space follows it (`#-let`): almost certainly a forgotten space.
  static func isMalformed(_ line: Substring) -> Bool {
    let rest = line.drop { $0 == " " || $0 == "\t" }
    return rest.hasPrefix(marker) && markerRange(line) == nil
  }

  /// The code as it is compiled: hidden lines with their marker turned into spaces.
  static func compiled(_ code: String) -> String {
    guard code.containsExactly(marker) else { return code }
    return lines(of: code).map { line in
      guard let range = markerRange(line) else { return String(line) }
      return String(line[..<range.lowerBound]) + "  " + String(line[range.upperBound...])
    }.joined(separator: "\n")
  }

  /// The code as the page shows it: without its hidden lines.
  public static func shown(_ code: String) -> String {
    guard code.containsExactly(marker) else { return code }
    return lines(of: code).filter { !isHidden($0) }.joined(separator: "\n")
  }

  /// The 0-based indices of the malformed marker lines of `code` (see ``isMalformed(_:)``).
  static func malformedLines(in code: String) -> [Int] {
    guard code.containsExactly(marker) else { return [] }
    return lines(of: code).enumerated().filter { isMalformed($0.element) }.map(\.offset)
  }

  private static func lines(of code: String) -> [Substring] {
    code.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// Where the marker of a hidden line is.
  private static func markerRange(_ line: Substring) -> Range<Substring.Index>? {
    let rest = line.drop { $0 == " " || $0 == "\t" }
    guard rest.hasPrefix(marker) else { return nil }
    let end = rest.index(rest.startIndex, offsetBy: 2)
    guard end == rest.endIndex || rest[end] == " " || rest[end] == "\t" else { return nil }
    return rest.startIndex..<end
  }
}
