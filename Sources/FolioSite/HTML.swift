import FolioCore
import Foundation

/// Escaping for text placed in HTML, so nothing from a chapter or a scenario's output
/// can become markup.
public enum HTML {
  /// `text` with `& < > " '` replaced by entities; safe in content and in quoted attributes.
  ///
  /// Each of the five is replaced where it is a `Character` of its own. Every text of
  /// every page passes here, so the work is done on UTF-8 bytes, which give the same
  /// answer wherever each of the five stands between ASCII bytes (only a non-ASCII
  /// scalar, a combining mark after it or a prepended one before, can join it into a
  /// larger `Character`); a text with nothing to replace is returned as it is.
  public static func escape(_ text: String) -> String {
    var text = text
    text.makeContiguousUTF8()
    if case let escaped?? = text.utf8.withContiguousStorageIfAvailable({ escape(text, bytes: $0) }) {
      return escaped
    }
    return escapeByCharacter(text)
  }

  /// `text` escaped by its UTF-8 `bytes`, or `nil` when a byte to replace touches a
  /// non-ASCII one, which only ``escapeByCharacter(_:)`` can judge.
  private static func escape(_ text: String, bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var added = 0
    for index in bytes.indices where entity(bytes[index]) != nil {
      let before = index > 0 ? bytes[index - 1] : 0
      let after = index + 1 < bytes.count ? bytes[index + 1] : 0
      guard before < 0x80 && after < 0x80 else { return nil }
      added += entity(bytes[index])!.utf8CodeUnitCount - 1
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

  /// ``escape(_:)`` by `Character`: the rule itself, for the texts whose bytes cannot
  /// say it alone.
  static func escapeByCharacter(_ text: String) -> String {
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
