import FolioCore
import Foundation

extension BuildCache {
  /// The share of the bound an automatic prune leaves the cache at, in tenths (90%), so
  /// that the next few builds do not prune again at once.
  static let pruneTargetTenths: UInt64 = 9

  /// How recently used an entry an automatic prune always keeps, besides the build's
  /// own: another build sharing the cache may have just looked it up and not yet loaded it.
  static let recentUse: TimeInterval = 600

  /// After a build: when the cache holds more than `bound`, deletes its least recently
  /// used entries down to ``pruneTargetTenths`` tenths of it, never one used since
  /// `buildStarted` (less a little, for file systems with coarse times) or within
  /// ``recentUse``: this build's entries, and those of a build running beside it, stay.
  /// What was pruned (`nil` when the cache was within its bound), or why the folder was
  /// left alone.
  package func keepWithin(_ bound: ByteSize, buildStarted: Date) -> Result<PruneReport?, CacheRefusal> {
    let contents: CacheContents
    do throws(CacheRefusal) { contents = try CacheContents.list(directory) } catch { return .failure(error) }
    guard contents.bytes > bound.bytes else { return .success(nil) }
    let target = ByteSize(bytes: bound.bytes / 10 * Self.pruneTargetTenths)
    let now = Date()
    let kept = min(buildStarted.addingTimeInterval(-2), now.addingTimeInterval(-Self.recentUse))
    return .success(CachePruner(contents).prune(to: target, keepingUsedSince: kept, now: now))
  }
}
