/// Swift blocks highlighted once each: a chapter is drawn twice, for its page and for
/// the print page, and highlighting (``SwiftHighlighter``) parses, the most costly part
/// of drawing a block. Keyed by the source, the one thing the highlighting depends on;
/// it lives for one drawing of one chapter, never across builds.
final class HighlightedCode {
  private var bySource: [String: String] = [:]

  /// The highlighted HTML of `source`, as ``SwiftHighlighter/html(_:)`` draws it.
  func html(_ source: String) -> String {
    if let known = bySource[source] { return known }
    let html = SwiftHighlighter.html(source)
    bySource[source] = html
    return html
  }
}
