/// A 64-bit FNV-1a hash, stable across runs (unlike `Hasher`), for cache keys.
enum StableHash {
  /// The hash of `text`'s UTF-8 bytes as 16 hex digits.
  static func hex(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
