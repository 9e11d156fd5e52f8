import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What `stat` says of a regular file, enough to tell that it has not been written
/// since: its device, inode and size, and its modification and change times to the
/// nanosecond. Writing a file, renaming another over it or changing its mode sets its
/// change time to the clock's now, which no tool can set back, so a file with the stamp
/// it had has the bytes it had.
struct FileStamp: Equatable, Sendable {
  /// The fields, in the order ``text`` writes them.
  private var fields: [Int64]
  /// The change time, in nanoseconds since the epoch.
  private var changed: Int64

  /// The stamp of the regular file at `path` (links followed), or `nil` when there is
  /// none: missing, unreadable, or not a regular file.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    let nanoseconds = { (time: timespec) in Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) }
    changed = nanoseconds(info.st_ctim)
    fields = [
      Int64(bitPattern: UInt64(info.st_dev)), Int64(bitPattern: UInt64(info.st_ino)), Int64(info.st_size),
      nanoseconds(info.st_mtim), changed,
    ]
  }

  /// The stamp as one line of text, for a key.
  var text: String { fields.map(String.init).joined(separator: " ") }

  /// Whether the file was last changed at least `seconds` before now. A file system whose
  /// clock ticks coarsely could write a file twice within one tick, leaving the stamp
  /// as it was; a file that has been still for longer than a tick cannot have.
  func isSettled(for seconds: Double) -> Bool {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let current = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    return Double(current - changed) >= seconds * 1e9
  }
}
