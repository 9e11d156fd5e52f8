import FolioCore
import Foundation

/// Escaping for text placed in HTML, so nothing from a chapter or a scenario's output
/// can become markup.
public enum HTML {
  /// `text` with `& < > " '` replaced by entities; safe in content and in quoted attributes.
  ///
  /// Each of the five is replaced wherever it is a Unicode scalar, as an HTML parser
  /// reads it: also where a combining mark after it joins it into a larger `Character`
  /// (`"` then U+0301 is one `Character`, and still ends an attribute value). So the work
  /// is done on UTF-8 bytes, where each of the five is one byte that no other scalar's
  /// encoding holds; a text with nothing to replace is returned as it is.
  public static func escape(_ text: String) -> String {
    var text = text
    text.makeContiguousUTF8()
    return text.utf8.withContiguousStorageIfAvailable { escape(text, bytes: $0) } ?? escapeByScalar(text)
  }

  /// `text` escaped by its UTF-8 `bytes`.
  private static func escape(_ text: String, bytes: UnsafeBufferPointer<UInt8>) -> String {
    var added = 0
    for byte in bytes {
      if let entity = entity(byte) { added += entity.utf8CodeUnitCount - 1 }
    }
    guard added > 0 else { return text }
    return String(unsafeUninitializedCapacity: bytes.count + added) { out in
      var count = 0
      for byte in bytes {
        guard let entity = entity(byte) else {
          out[count] = byte
          count += 1
          continue
        }
        entity.withUTF8Buffer { bytes in
          for byte in bytes {
            out[count] = byte
            count += 1
          }
        }
      }
      return count
    }
  }

  /// The entity that replaces an ASCII byte, if it is one of the five.
  private static func entity(_ byte: UInt8) -> StaticString? {
    switch byte {
    case UInt8(ascii: "&"): "&amp;"
    case UInt8(ascii: "<"): "&lt;"
    case UInt8(ascii: ">"): "&gt;"
    case UInt8(ascii: "\""): "&quot;"
    case UInt8(ascii: "'"): "&#39;"
    default: nil
    }
  }

  /// ``escape(_:)`` by Unicode scalar: the rule itself, for a text whose UTF-8 is not
  /// contiguous (never, after `makeContiguousUTF8`), and what the tests hold the bytes to.
  static func escapeByScalar(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
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
