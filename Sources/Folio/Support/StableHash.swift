/// FNV-1a hashes, stable across runs (unlike `Hasher`), for file names and cache keys.
enum StableHash {
  /// The 64-bit hash of `text`'s UTF-8 bytes as 16 hex digits: short names for folders.
  static func hex(_ text: String) -> String {
    digits(fnv1a(text, basis: 0xcbf2_9ce4_8422_2325))
  }

  /// A 128-bit key for `text` as 32 hex digits: two independent 64-bit hashes, so that
  /// two different inputs of a content-addressed cache never share an entry in practice.
  static func key(_ text: String) -> String {
    digits(fnv1a(text, basis: 0xcbf2_9ce4_8422_2325)) + digits(fnv1a(text, basis: 0x84222325_cbf29ce4) ^ UInt64(text.utf8.count))
  }

  private static func fnv1a(_ text: String, basis: UInt64) -> UInt64 {
    var hash = basis
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }

  private static func digits(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
