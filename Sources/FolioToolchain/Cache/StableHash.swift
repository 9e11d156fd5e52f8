import Crypto
import FolioCore
import Foundation

/// SHA-256 digests as hex digits, stable across runs and machines (unlike `Hasher`):
/// the build cache's keys and the checks of its entries, and names for files and symbols.
///
/// A cryptographic hash, not a fast one: a chapter's author chooses what is hashed, so
/// two inputs must never share a key or pass for each other's entry even when someone
/// tries, which a hash like FNV cannot promise. The implementation is swift-crypto's
/// (BoringSSL's on Linux, with the CPU's SHA instructions where it has them).
/// (`package`: the pipeline keys a shard plan and the engine with the cache's hash.)
package enum StableHash {
  /// The SHA-256 of `text`'s UTF-8 bytes as 64 hex digits: a key in the cache.
  package static func key(_ text: String) -> String {
    var text = text
    return text.withUTF8 { digest(UnsafeRawBufferPointer($0)) }
  }

  /// The first 16 hex digits of ``key(_:)``: short names for folders.
  static func hex(_ text: String) -> String {
    String(key(text).prefix(16))
  }

  /// The SHA-256 of `bytes` as 64 hex digits.
  static func digest(_ bytes: some DataProtocol) -> String {
    hexDigits(SHA256.hash(data: bytes))
  }

  /// The SHA-256 of `parts` one after the other, as 64 hex digits.
  package static func digest(_ parts: [Data]) -> String {
    var hasher = SHA256()
    for part in parts { hasher.update(data: part) }
    return hexDigits(hasher.finalize())
  }

  /// The SHA-256 of the file at `path` as 64 hex digits, or `nil` when it cannot be read.
  /// The file is mapped, not copied: an engine library is tens of megabytes.
  static func file(_ path: String) -> String? {
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
    return digest(data)
  }

  private static let digits = Array("0123456789abcdef".utf8)

  private static func hexDigits(_ digest: SHA256.Digest) -> String {
    var text: [UInt8] = []
    text.reserveCapacity(SHA256.byteCount * 2)
    for byte in digest {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0xf)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}
