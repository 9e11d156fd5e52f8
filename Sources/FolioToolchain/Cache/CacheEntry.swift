import Foundation

/// One file in the cache folder as `folio cache stats` and the pruner see it, read with
/// `lstat` (a link is an entry of its own, never followed).
struct CacheEntry: Equatable, Sendable {
  /// Its path inside the cache folder (`runs/KEY.jsonl`).
  var path: String
  /// Its kind: the folder it is in (`libraries`, `runs`, …, any other), or
  /// ``temporaryKind`` for a writer's temporary file, ``linkKind`` for a planted link.
  var kind: String
  /// Its size on disk as `lstat` gives it (a link's own size, not its target's).
  var bytes: UInt64
  /// When it was last used: its modification time, which a cache hit sets to now
  /// (``BuildCache/markUsed(_:)``).
  var used: Date

  /// The kind of a temporary file a writer has not yet renamed into place.
  static let temporaryKind = "temporary"
  /// The kind of a symbolic link planted in the cache.
  static let linkKind = "links"

  /// Whether it is a writer's temporary file (`.NAME.PID-UUID.tmp`).
  var isTemporary: Bool { kind == Self.temporaryKind }
  /// Whether it is a symbolic link: folio never writes one, so the pruner removes it as a link.
  var isLink: Bool { kind == Self.linkKind }
}
