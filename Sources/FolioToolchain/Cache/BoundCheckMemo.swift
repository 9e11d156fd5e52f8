import FolioCore

/// What a cache held, and the bound it was held to, after its last check against its
/// bound: kept in the cache (``CacheKind/totals``, sealed like every entry) so that a
/// build that wrote nothing need not list the whole cache again.
///
/// Nothing but a write or a lower bound can take a checked cache past its bound: a
/// build that wrote nothing, under a bound no lower than both numbers, skips the check.
/// A memo that is missing, does not match its seal or does not read as two sizes is not
/// believed, and the cache is listed as before.
struct BoundCheckMemo: Equatable, Sendable {
  /// The bytes the cache held after the check (after its prune, if it pruned).
  var total: UInt64
  /// The bound it was checked against, in bytes.
  var bound: UInt64

  /// The memo's one key: a cache has one memo, whatever its folder or book.
  static let key = StableHash.key("bound check memo")

  /// A memo of `total` bytes checked against `bound`.
  init(total: UInt64, bound: UInt64) {
    self.total = total
    self.bound = bound
  }

  /// The memo `text` holds (``text``), or `nil` when it is not one.
  init?(text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count == 3, lines[2].isEmpty, lines[0].hasPrefix("total "), lines[1].hasPrefix("bound "),
      let total = UInt64(lines[0].dropFirst("total ".count)), let bound = UInt64(lines[1].dropFirst("bound ".count))
    else { return nil }
    self.init(total: total, bound: bound)
  }

  /// The memo as its entry holds it: `total N` and `bound N`, a line each.
  var text: String { "total \(total)\nbound \(bound)\n" }

  /// Whether a build that wrote nothing may skip checking the cache against `bound`:
  /// the bound is no lower than what the cache held, nor than the bound it was held to.
  func spares(_ bound: ByteSize) -> Bool { bound.bytes >= total && bound.bytes >= self.bound }
}
