/// A link or image destination as a browser reads it, so the site's link filter and the
/// book's asset finder agree on what is a URL with a scheme and what is a file of the book
/// (`java\tscript:` is a scheme to a browser, so it is never a file to copy).
public enum BrowserURL {
  /// `url` with leading and trailing C0 controls and spaces, and every ASCII tab and
  /// newline, removed: what the WHATWG URL parser does before it reads a scheme.
  public static func normalized(_ url: String) -> String {
    let isC0OrSpace: (Unicode.Scalar) -> Bool = { $0.value <= 0x20 }
    var scalars = Substring(url).unicodeScalars
    while let first = scalars.first, isC0OrSpace(first) { scalars.removeFirst() }
    while let last = scalars.last, isC0OrSpace(last) { scalars.removeLast() }
    var result = String.UnicodeScalarView()
    for scalar in scalars where scalar != "\t" && scalar != "\n" && scalar != "\r" { result.append(scalar) }
    return String(result)
  }

  /// The lowercased scheme of a normalized URL, or `nil` when it has none (relative):
  /// an ASCII letter, then letters, digits, `+`, `-` or `.`, then `:`.
  public static func scheme(of url: String) -> String? {
    var scheme = ""
    for scalar in url.unicodeScalars {
      if scalar == ":" { return scheme.isEmpty ? nil : scheme.lowercased() }
      let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      let isOther = ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-" || scalar == "."
      guard isLetter || (!scheme.isEmpty && isOther) else { return nil }
      scheme.unicodeScalars.append(scalar)
    }
    return nil
  }
}
