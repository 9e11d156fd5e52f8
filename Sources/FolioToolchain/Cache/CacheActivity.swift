import Synchronization

/// What one build has done to its cache that the automatic bound needs to know: whether
/// it has written an entry since the cache was last checked against its bound, and how
/// often it listed the cache to check (tests count that; a listing `lstat`s every entry).
///
/// Shared by every copy of a ``BuildCache`` value, as the build's compiles and runs each
/// hold one.
final class CacheActivity: Sendable {
  /// Whether an entry was written since the last check, and how many checks listed the cache.
  private let state = Mutex<(wrote: Bool, listings: Int)>((false, 0))

  /// Records that an entry was written: the cache may have grown.
  func wrote() {
    state.withLock { $0.wrote = true }
  }

  /// Whether an entry was written since the last ``checked()``.
  var hasWritten: Bool { state.withLock { $0.wrote } }

  /// Records a listing of the whole cache.
  func listed() {
    state.withLock { $0.listings += 1 }
  }

  /// How many times the cache was listed.
  var listings: Int { state.withLock { $0.listings } }

  /// Records that the cache was checked against its bound: what was written before is counted.
  func checked() {
    state.withLock { $0.wrote = false }
  }
}
