import Foundation

/// Notices when an author saves a file of the book, by polling: every file under the
/// watched paths (folders walked, names starting with `.` skipped, as editors' swap
/// files are) is stamped with its modification time, size and inode, and two snapshots
/// are compared. Polling needs no system service and sees every file system, network
/// and container mounts included; its cost is a `stat` per file per interval.
struct BookWatcher: Sendable {
  /// A file's stamp: a change to any part is a change to the file.
  struct Stamp: Equatable, Sendable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int64
    var inode: UInt64
  }

  /// Every watched file with its stamp.
  typealias Snapshot = [String: Stamp]

  /// The files and folders watched: the chapters, the config, the theme, the assets.
  var paths: [String]

  /// The watched files as they are now; a missing path has no entry.
  func snapshot() -> Snapshot {
    var files: Snapshot = [:]
    for path in paths { record(path, into: &files, depth: 0) }
    return files
  }

  /// What to compare the next snapshot with after a build that started from `before`:
  /// a file the build read keeps the stamp it had then, so a save during the build
  /// starts the next one; a file newly part of the book is taken as it is now.
  func baseline(before: Snapshot) -> Snapshot {
    let watched = before.filter { file in
      paths.contains { file.key == $0 || file.key.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }
    return snapshot().merging(watched) { _, old in old }
  }

  /// The paths whose stamps differ between `old` and `new` (changed, added, removed), sorted.
  static func changes(from old: Snapshot, to new: Snapshot) -> [String] {
    Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
  }

  private func record(_ path: String, into files: inout Snapshot, depth: Int) {
    var status = stat()
    guard stat(path, &status) == 0 else { return }
    if status.st_mode & S_IFMT == S_IFDIR {
      // Deep enough for parts inside parts, and bounded against a link to an ancestor.
      guard depth < 16, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
      for name in names where !name.hasPrefix(".") {
        record(path + "/" + name, into: &files, depth: depth + 1)
      }
      return
    }
    files[path] = Stamp(
      seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec), size: Int64(status.st_size),
      inode: UInt64(status.st_ino))
  }
}
