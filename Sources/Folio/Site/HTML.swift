import Foundation

/// Escaping for text placed in HTML, so nothing from a chapter or a scenario's output
/// can become markup.
enum HTML {
  /// `text` with `& < > " '` replaced by entities; safe in content and in quoted attributes.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }

  /// A link destination made safe the way cmark's safe mode does: `javascript:`,
  /// `vbscript:`, `file:` and non-image `data:` URLs become empty; relative links to
  /// `.md` chapters point at their pages.
  static func safeURL(_ url: String, image: Bool = false) -> String {
    let lower = url.lowercased().trimmingCharacters(in: .whitespaces)
    let image =
      image
      && ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains { lower.hasPrefix($0) }
    if lower.hasPrefix("javascript:") || lower.hasPrefix("vbscript:") || lower.hasPrefix("file:")
      || (lower.hasPrefix("data:") && !image)
    {
      return ""
    }
    if !lower.contains(":"), let range = url.range(of: ".md", options: .backwards),
      range.upperBound == url.endIndex || url[range.upperBound] == "#"
    {
      return url.replacingCharacters(in: range, with: ".html")
    }
    return url
  }

  /// An anchor name for a heading: lowercase letters and digits joined by dashes.
  static func slug(_ text: String) -> String {
    var slug = ""
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        slug.append(character)
      } else if !slug.isEmpty && slug.last != "-" {
        slug.append("-")
      }
    }
    while slug.last == "-" { slug.removeLast() }
    return slug.isEmpty ? "section" : slug
  }
}
