/// Masks the parts of a value's description that differ on every run: memory addresses
/// (`0x7fb4…`, an `ObjectIdentifier` or a class's default description) show as `0x…`
/// and UUIDs as `UUID…`, so that what the site draws is the same bytes every build.
///
/// A scanner of its own rather than a regular expression: Foundation's runs on ICU,
/// whose first pattern in a process builds ICU's Unicode sets, about a third of a small
/// transcript's CPU, paid again by every scenario process.
enum RunVaryingText {
  /// `text` with each `0x` and the hexadecimal digits after it as `0x…`, then each
  /// UUID (8-4-4-4-12 hexadecimal digits) as `UUID…`, matched left to right.
  static func masked(_ text: String) -> String {
    String(decoding: maskingUUIDs(maskingAddresses(Array(text.utf8))), as: UTF8.self)
  }

  private static let ellipsis = Array("…".utf8)

  private static func isHex(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
      UInt8(ascii: "A")...UInt8(ascii: "F"):
      return true
    default: return false
    }
  }

  private static func maskingAddresses(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "0"), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "x"),
        isHex(bytes[index + 2])
      {
        result += Array("0x".utf8) + ellipsis
        index += 2
        while index < bytes.count, isHex(bytes[index]) { index += 1 }
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return result
  }

  /// Hexadecimal digits in each dash-separated group of a UUID.
  private static let uuidGroups = [8, 4, 4, 4, 12]
  private static let uuidLength = 36

  private static func isUUID(_ bytes: [UInt8], at start: Int) -> Bool {
    guard start + uuidLength <= bytes.count else { return false }
    var index = start
    for (number, digits) in uuidGroups.enumerated() {
      if number > 0 {
        guard bytes[index] == UInt8(ascii: "-") else { return false }
        index += 1
      }
      for _ in 0..<digits {
        guard isHex(bytes[index]) else { return false }
        index += 1
      }
    }
    return true
  }

  private static func maskingUUIDs(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if isUUID(bytes, at: index) {
        result += Array("UUID".utf8) + ellipsis
        index += uuidLength
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return result
  }
}
