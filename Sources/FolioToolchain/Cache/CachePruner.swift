import FolioCore
import Foundation

/// Deletes a cache's least recently used entries until it fits a bound: `folio cache
/// prune`, and the automatic bound after a build.
///
/// An entry's modification time is when it was last used (a cache hit sets it to now:
/// ``BuildCache/markUsed(_:)``); the oldest go first. Every entry is keyed by content,
/// so deleting one costs at most a rebuild: a `scenarios/KEY` pointer whose library was
/// deleted reads as a miss. Links are deleted as links, never followed; a writer's
/// temporary file younger than ``temporaryGrace`` is left to its writer.
package struct CachePruner: Sendable {
  /// How old a temporary file must be before it counts as left behind.
  static let temporaryGrace: TimeInterval = 60

  /// The cache, as listed.
  package var contents: CacheContents

  /// Prunes the listed cache.
  package init(_ contents: CacheContents) {
    self.contents = contents
  }

  /// Deletes entries, least recently used first, until the cache holds at most `bound`
  /// bytes, never one used at or after `keepingUsedSince` (the current build's own);
  /// links and stale temporary files always go. What was removed and what is left.
  package func prune(to bound: ByteSize, keepingUsedSince: Date? = nil, now: Date = Date()) -> PruneReport {
    var report = PruneReport()
    var kept: [CacheEntry] = []
    for entry in contents.entries {
      let stale = entry.isTemporary && now.timeIntervalSince(entry.used) >= Self.temporaryGrace
      if entry.isLink || stale {
        if remove(entry) { report.removed.add(entry) }
      } else {
        kept.append(entry)
      }
    }
    var total = kept.reduce(0) { $0 + $1.bytes }
    var left: [CacheEntry] = []
    // Oldest use first; the path breaks ties so the order is the same on every run.
    let order = kept.sorted { ($0.used, $0.path) < ($1.used, $1.path) }
    for entry in order {
      let recent = keepingUsedSince.map { entry.used >= $0 } ?? false
      if total > bound.bytes, !entry.isTemporary, !recent, remove(entry) {
        total -= entry.bytes
        report.removed.add(entry)
      } else {
        left.append(entry)
      }
    }
    for entry in left { report.left.add(entry) }
    return report
  }

  /// Deletes one entry (a link as a link); true when it is gone.
  private func remove(_ entry: CacheEntry) -> Bool {
    unlink(contents.directory + "/" + entry.path) == 0 || errno == ENOENT
  }
}

/// What a prune did: the entries it removed and the ones left, counted and sized.
package struct PruneReport: Equatable, Sendable {
  /// The entries removed.
  package var removed = CacheTally()
  /// The entries left.
  package var left = CacheTally()
}

/// A number of entries and their bytes.
package struct CacheTally: Equatable, Sendable {
  /// How many entries.
  package var count = 0
  /// Their total size.
  package var bytes: UInt64 = 0

  /// No entries.
  package init() {}

  /// `count` entries of `bytes` bytes in all.
  init(count: Int, bytes: UInt64) {
    self.count = count
    self.bytes = bytes
  }

  /// Counts `entry` in.
  mutating func add(_ entry: CacheEntry) {
    count += 1
    bytes += entry.bytes
  }

  /// The tally as `folio cache` prints it: `3 entries, 1234 bytes (1.2 KB)`.
  package var described: String {
    "\(count) entr\(count == 1 ? "y" : "ies"), \(bytes) bytes (\(ByteSize(bytes: bytes).readable))"
  }
}
