import FolioCore
import Foundation

/// Escaping for text placed in HTML, so nothing from a chapter or a scenario's output
/// can become markup.
public enum HTML {
  /// `text` with `& < > " '` replaced by entities; safe in content and in quoted attributes.
  public static func escape(_ text: String) -> String {
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
