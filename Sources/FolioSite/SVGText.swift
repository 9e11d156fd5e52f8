/// Inline SVG made safe: text escaped as HTML (``HTML/escape(_:)``), with the
/// characters XML forbids (control characters a scenario can print) replaced, so that
/// the drawing stays well-formed XML whatever a view's name or a warning holds.
enum SVGText {
  /// `text`, safe in SVG content and quoted attributes.
  static func escape(_ text: String) -> String {
    let allowed = String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          let value = scalar.value
          let forbidden =
            (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || (0xFFFE...0xFFFF).contains(value)
          return forbidden ? "\u{FFFD}" : scalar
        }))
    return HTML.escape(allowed)
  }

  /// The opening of a drawing: its `<svg>` tag, sized in pixels, an image to assistive
  /// technology, named by its first child, its `<title>` (SVG-AAM's name source for an
  /// `img`), whose id `titleID` also names the focusable box around it. No
  /// `aria-labelledby` on the `<svg>` itself: it said the same again, in every drawing
  /// of a page that must stay within half again its weight without drawings.
  static func opening(class name: String, width: Int, height: Int, titleID: String, title: String) -> String {
    let id = escape(titleID)
    return
      "<svg class=\"\(name)\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\"><title id=\"\(id)\">\(escape(title))</title>"
  }
}
