import Foundation

/// A size in bytes as folio's flags and settings write it: plain bytes (`1048576`, `0`)
/// or a whole number with a binary unit K, M, G or T, an optional `B` after it (`500M`,
/// `2G`, `64KB`). The cache's bound (`folio cache prune --max-size`,
/// `FOLIO_CACHE_MAX_SIZE`) is one.
package struct ByteSize: Equatable, Comparable, Sendable {
  /// The number of bytes.
  package var bytes: UInt64

  /// The size of `bytes` bytes.
  package init(bytes: UInt64) {
    self.bytes = bytes
  }

  /// The cache's bound unless one is set: 2 GB, as issue 14 asks.
  package static let defaultCacheBound = ByteSize(bytes: 2 << 30)

  /// The multiple of each unit letter.
  private static let units: [Character: UInt64] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40]

  /// The size `text` writes, or why it is not one (empty, negative, an unknown unit, too large).
  package static func parse(_ text: String) -> Result<ByteSize, ByteSizeError> {
    let how = "write a number of bytes, or a whole number with K, M, G or T (such as 500M or 2G)"
    let spelled = "'\(text)' is not a size: " + how
    guard !text.isEmpty else { return .failure(ByteSizeError("the size is empty: " + how)) }
    if text.hasPrefix("-") { return .failure(ByteSizeError("'\(text)' is negative: a size is 0 or more")) }
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    var rest = text.dropFirst(digits.count).uppercased()[...]
    guard !digits.isEmpty else { return .failure(ByteSizeError(spelled)) }
    var multiple: UInt64 = 1
    if let letter = rest.first, let unit = units[letter] {
      multiple = unit
      rest = rest.dropFirst()
      if rest == "B" { rest = "" }
    } else if rest == "B" {
      rest = ""
    }
    guard rest.isEmpty else { return .failure(ByteSizeError(spelled)) }
    guard let number = UInt64(digits) else { return .failure(ByteSizeError("'\(text)' is too large")) }
    let (bytes, overflow) = number.multipliedReportingOverflow(by: multiple)
    guard !overflow else { return .failure(ByteSizeError("'\(text)' is too large")) }
    return .success(ByteSize(bytes: bytes))
  }

  /// The size for people: bytes below 1 K, else one decimal and a unit (`1.5 GB`).
  package var readable: String {
    guard bytes >= 1 << 10 else { return "\(bytes) bytes" }
    for (letter, multiple) in [("T", UInt64(1) << 40), ("G", 1 << 30), ("M", 1 << 20), ("K", 1 << 10)]
    where bytes >= multiple {
      return String(format: "%.1f", Double(bytes) / Double(multiple)) + " \(letter)B"
    }
    return "\(bytes) bytes"
  }

  /// Orders sizes by their bytes.
  package static func < (lhs: ByteSize, rhs: ByteSize) -> Bool { lhs.bytes < rhs.bytes }
}

/// Why a text is not a size (``ByteSize/parse(_:)``), in one sentence.
package struct ByteSizeError: Error, Equatable, Sendable {
  /// What is wrong.
  package var message: String

  /// Creates the error.
  init(_ message: String) {
    self.message = message
  }
}
