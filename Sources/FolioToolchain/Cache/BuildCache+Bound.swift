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
  ///
  /// Listing the cache `lstat`s every entry, so it is done only when the cache may be
  /// over `bound`: this build wrote an entry, or the ``BoundCheckMemo`` of the last check
  /// is not believed or does not spare it (the bound fell). A check leaves a new memo.
  package func keepWithin(_ bound: ByteSize, buildStarted: Date) -> Result<PruneReport?, CacheRefusal> {
    if !activity.hasWritten, let memo = lastBoundCheck(), memo.spares(bound) { return .success(nil) }
    activity.listed()
    let contents: CacheContents
    do throws(CacheRefusal) { contents = try CacheContents.list(directory) } catch { return .failure(error) }
    var report: PruneReport?
    if contents.bytes > bound.bytes {
      let target = ByteSize(bytes: bound.bytes / 10 * Self.pruneTargetTenths)
      let now = Date()
      let kept = min(buildStarted.addingTimeInterval(-2), now.addingTimeInterval(-Self.recentUse))
      report = CachePruner(contents).prune(to: target, keepingUsedSince: kept, now: now)
    }
    // An empty cache, or none yet, gets no memo: listing it costs nothing, and a build
    // that wrote nothing does not create the folder.
    if !contents.entries.isEmpty {
      let memo = BoundCheckMemo(total: report?.left.bytes ?? contents.bytes, bound: bound.bytes)
      store(Data(memo.text.utf8), as: .totals, key: BoundCheckMemo.key)
    }
    activity.checked()
    return .success(report)
  }

  /// How many times this build listed the whole cache to check it against its bound.
  package var listings: Int { activity.listings }

  /// The memo the last check left, if it is there and believed.
  private func lastBoundCheck() -> BoundCheckMemo? {
    read(.totals, key: BoundCheckMemo.key).flatMap { BoundCheckMemo(text: String(decoding: $0, as: UTF8.self)) }
  }
}
