import FolioCore
import Foundation

/// Every entry of a cache folder, listed without following a link, and the check that
/// the folder is a folio cache at all: `folio cache prune` deletes what it lists, so a
/// `--cache-dir` naming `/`, a home folder or a project is refused before anything goes.
///
/// A folio cache holds only folders of entries, one per kind (``CacheKind``, and any
/// kind a later folio adds); each entry's name starts with the 64 hex digits of
/// its key or digest (a temporary file's with a dot before them). Anything else, a file
/// beside the kind folders, a folder inside one, a file with another name, means the
/// folder is not folio's. A symbolic link named as an entry is one to delete as a
/// link (folio never writes links, and never follows one); a link beside the kind
/// folders is refused, so a folder of links is never taken for a cache.
package struct CacheContents: Sendable {
  /// The cache folder.
  package var directory: String
  /// Its entries, in no particular order.
  var entries: [CacheEntry]

  /// The entries of the cache in `directory`; none when the folder does not exist yet.
  package static func list(_ directory: String) throws(CacheRefusal) -> CacheContents {
    guard let type = fileType(directory) else { return CacheContents(directory: directory, entries: []) }
    guard type == S_IFDIR else { throw CacheRefusal(directory, "it is not a folder") }
    var entries: [CacheEntry] = []
    for kind in try names(in: directory) {
      let folder = directory + "/" + kind
      guard let status = Self.status(folder) else { continue }
      guard status.st_mode & S_IFMT == S_IFDIR, !kind.hasPrefix(".") else {
        throw CacheRefusal(directory, "it holds '\(kind)', which folio never writes in its cache")
      }
      for name in try names(in: folder) {
        let path = kind + "/" + name
        guard let status = Self.status(directory + "/" + path) else { continue }
        let type = status.st_mode & S_IFMT
        let temporary = type == S_IFREG && name.hasPrefix(".") && name.hasSuffix(".tmp")
        guard type == S_IFREG || type == S_IFLNK, isKeyed(temporary ? name.dropFirst() : name[...]) else {
          throw CacheRefusal(directory, "it holds '\(path)', which folio never writes in its cache")
        }
        let entryKind = type == S_IFLNK ? CacheEntry.linkKind : temporary ? CacheEntry.temporaryKind : kind
        entries.append(entry(path, kind: entryKind, status: status))
      }
    }
    return CacheContents(directory: directory, entries: entries)
  }

  /// The kinds `folio cache stats` always lists, even when empty: those ``BuildCache`` writes.
  static let knownKinds = CacheKind.allCases.map(\.rawValue)

  /// Each kind's count and bytes: the known kinds in layout order, then the others by name.
  package var tallies: [(kind: String, tally: CacheTally)] {
    var byKind: [String: CacheTally] = [:]
    for entry in entries { byKind[entry.kind, default: CacheTally()].add(entry) }
    let others = byKind.keys.filter { !Self.knownKinds.contains($0) }.sorted()
    return (Self.knownKinds + others).map { ($0, byKind[$0] ?? CacheTally()) }
  }

  /// The total size of the entries.
  var bytes: UInt64 { entries.reduce(0) { $0 + $1.bytes } }

  /// How many entries there are and their total size: what `folio cache stats` prints as the total.
  package var total: CacheTally { CacheTally(count: entries.count, bytes: bytes) }

  /// Whether `name` starts with 64 lowercase hex digits, as every key and digest does (``StableHash``).
  private static func isKeyed(_ name: Substring) -> Bool {
    let utf8 = name.utf8.prefix(64)
    return utf8.count == 64 && utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  private static func entry(_ path: String, kind: String, status: stat) -> CacheEntry {
    let used = Date(
      timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1_000_000_000)
    return CacheEntry(path: path, kind: kind, bytes: UInt64(max(0, status.st_size)), used: used)
  }

  private static func names(in folder: String) throws(CacheRefusal) -> [String] {
    do { return try FileManager.default.contentsOfDirectory(atPath: folder).sorted() } catch {
      throw CacheRefusal(folder, "its contents cannot be listed")
    }
  }

  /// `lstat` of `path`, or `nil` when it is gone (a concurrent writer renamed or pruned it).
  private static func status(_ path: String) -> stat? {
    var result = stat()
    return lstat(path, &result) == 0 ? result : nil
  }

  /// The type bits of `path` itself (`S_IFREG`, `S_IFLNK`, …; a link is not followed),
  /// or `nil` when it is gone. `lstat` directly: Foundation's `attributesOfItem` builds
  /// a dictionary of every attribute, a cost paid for each cache entry a build reads.
  static func fileType(_ path: String) -> mode_t? {
    status(path).map { $0.st_mode & S_IFMT }
  }
}

/// A folder `folio cache` will not touch, because it is not a folio cache: a usage error.
package struct CacheRefusal: Error, Equatable, Sendable {
  /// The refusal in one sentence, naming the folder and the reason.
  package var message: String

  /// Refuses `folder` for `reason`.
  init(_ folder: String, _ reason: String) {
    message = "refusing to treat '\(folder)' as folio's cache: \(reason)"
  }
}
