/// What a book's theme adds to every page: its stylesheet, head and footer HTML.
public struct BookTheme: Equatable, Sendable {
  /// CSS appended after Folio's stylesheet.
  public var css: String?
  /// HTML inserted at the end of every page's `<head>`.
  public var head: String?
  /// HTML added to every page's footer.
  public var footer: String?

  /// A theme; with no argument, Folio's own.
  public init(css: String? = nil, head: String? = nil, footer: String? = nil) {
    self.css = css
    self.head = head
    self.footer = footer
  }
}
