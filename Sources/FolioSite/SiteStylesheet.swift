/// The site's one stylesheet, `Assets/folio.css`: system fonts only, so the site needs
/// nothing from the network.
///
/// Light and dark themes are sets of CSS variables. The dark set applies when the
/// system prefers dark and the reader has not chosen light, or when the reader chose
/// dark (`<html data-theme="dark">`, set by the theme switch); print always uses the
/// light set. The file holds each set once, in the rule for `:root` and for
/// `:root[data-theme="dark"]`; a rule that repeats one says `/* variables of <selector> */`,
/// filled here. The classes for the system colours a screen dump names come from
/// ``palette``, at `/* colours of SiteStylesheet.palette */`.
enum SiteStylesheet {
  /// The system colours a screen dump names, as text and background classes; the names
  /// are those ``ElementStyle`` writes.
  static let palette: [(String, String)] = [
    ("red", "#ff3b30"), ("orange", "#ff9500"), ("yellow", "#ffcc00"), ("green", "#34c759"), ("mint", "#00c7be"),
    ("teal", "#30b0c7"), ("cyan", "#32ade6"), ("blue", "#007aff"), ("indigo", "#5856d6"), ("purple", "#af52de"),
    ("pink", "#ff2d55"), ("brown", "#a2845e"), ("gray", "#8e8e93"), ("black", "#000000"), ("white", "#ffffff"),
    ("secondary", "var(--screen-muted)"), ("accent", "var(--screen-tint)"),
  ]

  /// `.device .c-red { color: … }` and `.device .bg-red { background: … }` for each colour.
  static let colors =
    palette.map { name, value in
      ".device .c-\(name) { color: \(value); }\n.device .bg-\(name) { background: \(value); }\n"
    }.joined()

  /// The line of the stylesheet that ``colors`` replaces.
  static let colorsPlaceholder = "/* colours of SiteStylesheet.palette */\n"

  /// `css` with ``colors`` and each `/* variables of <selector> */` filled in.
  static func filled(_ css: String) -> String {
    let parts = css.replacing(colorsPlaceholder, with: colors).split(
      separator: "/* variables of ", omittingEmptySubsequences: false)
    return parts.dropFirst().reduce(String(parts[0])) { result, part in
      guard let end = part.firstRange(of: " */") else { preconditionFailure("folio.css: unclosed placeholder") }
      return result + variables(of: String(part[..<end.lowerBound]), in: css) + part[end.upperBound...]
    }
  }

  /// The custom properties (`--bg: #ffffff; …`) that the rule for `selector`, a line
  /// of `css` starting `<selector> { `, opens with.
  static func variables(of selector: String, in css: String) -> String {
    let opening = selector + " { "
    guard let line = css.split(separator: "\n").first(where: { $0.hasPrefix(opening) }) else {
      preconditionFailure("folio.css has no rule starting \(opening)")
    }
    return line.dropFirst(opening.count).split(separator: ";")
      .map { $0.drop { $0 == " " } }
      .prefix { $0.hasPrefix("--") }
      .map { $0 + ";" }
      .joined(separator: " ")
  }
}
