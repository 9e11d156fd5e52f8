import Foundation

extension String {
  /// The text without the spaces and tabs at its ends: exactly
  /// `trimmingCharacters(in: .whitespaces)`, which the site asks of every line of every
  /// screen dump, and which is slow. Where the text starts and ends with ASCII after
  /// its ASCII spaces and tabs are dropped, that is the answer (no other ASCII character
  /// is in the set, and every scalar Foundation would go on to trim is non-ASCII);
  /// anywhere else Foundation answers.
  func trimmingWhitespaces() -> String {
    let bytes = utf8
    var start = bytes.startIndex
    var end = bytes.endIndex
    func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    while start < end, isSpaceOrTab(bytes[start]) { start = bytes.index(after: start) }
    while start < end, isSpaceOrTab(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
    guard start < end else { return "" }
    guard bytes[start] < 0x80, bytes[bytes.index(before: end)] < 0x80 else {
      return trimmingCharacters(in: .whitespaces)
    }
    return String(self[start..<end])
  }
}
