import FolioCore
import Foundation

/// The first line of every cache entry but libraries: `folio-cache-entry-1 DIGEST`,
/// the SHA-256 of the entry's kind, its key and its content.
///
/// An entry read back is believed only if its seal matches what it says for the kind
/// and key it is read as: a flipped byte, a cut-off file, a verdict turned from
/// `failed` to `ok`, or a run's events copied under another key's name all fail. The
/// seal guards against accidents and mix-ups, not against someone who can write the
/// cache folder and recompute it (the README's "The cache" section says what that means).
enum EntrySeal {
  /// What the seal line starts with; the number changes if the format does.
  static let prefix = "folio-cache-entry-1 "

  /// `content` with its seal line in front.
  static func seal(_ content: Data, kind: String, key: String) -> Data {
    Data((prefix + digest(content, kind: kind, key: key) + "\n").utf8) + content
  }

  /// The content of a sealed entry, or `nil` when the seal is missing or does not match.
  static func open(_ entry: Data, kind: String, key: String) -> Data? {
    let prefixBytes = Data(prefix.utf8)
    let headerLength = prefixBytes.count + 64 + 1
    guard entry.count >= headerLength else { return nil }
    let start = entry.startIndex
    guard entry[start..<start + prefixBytes.count] == prefixBytes, entry[start + headerLength - 1] == UInt8(ascii: "\n")
    else { return nil }
    let written = String(decoding: entry[start + prefixBytes.count..<start + headerLength - 1], as: UTF8.self)
    let content = Data(entry[(start + headerLength)...])
    return digest(content, kind: kind, key: key) == written ? content : nil
  }

  private static func digest(_ content: Data, kind: String, key: String) -> String {
    StableHash.digest([Data("\(kind)\u{0}\(key)\u{0}".utf8), content])
  }
}
