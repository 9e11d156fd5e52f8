/// Inline SVG made safe: text escaped as HTML (``HTML/escape(_:)``), with the
/// characters XML forbids (control characters a scenario can print) replaced, so that
/// the drawing stays well-formed XML whatever a view's name or a warning holds.
enum SVGText {
  /// `text`, safe in SVG content and quoted attributes.
  static func escape(_ text: String) -> String {
    // Most texts hold no forbidden character: they are escaped as they are, not rebuilt.
    guard text.unicodeScalars.contains(where: isForbidden) else { return HTML.escape(text) }
    let allowed = String(String.UnicodeScalarView(text.unicodeScalars.map { isForbidden($0) ? "\u{FFFD}" : $0 }))
    return HTML.escape(allowed)
  }

  /// Whether XML forbids `scalar`: a control character other than tab, line feed and
  /// carriage return, or U+FFFE and U+FFFF.
  private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || (0xFFFE...0xFFFF).contains(value)
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
