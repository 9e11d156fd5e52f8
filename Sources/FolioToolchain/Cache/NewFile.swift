import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A file written with plain system calls: created (it must not exist), written, closed.
///
/// Foundation's `FileManager.createFile(atPath:contents:)` writes atomically: a second
/// temporary file, an `fsync` and a rename, for every file. In a cold check's run stage
/// that was about a quarter of folio's own CPU (ext4 allocating and syncing inodes for
/// each run's request and cached events). Where folio already renames into place (the
/// cache) or unlinks at once (a run's request), and a torn entry is caught by its seal
/// (``EntrySeal``), the extra file and the flush buy nothing.
enum NewFile {
  /// Creates `path`, which must not exist, holding `data`: with exactly `permissions`
  /// when given (a library the sandbox's other user must read, whatever the umask),
  /// else read-write less the umask; `false` when it could not (nothing is left).
  static func write(_ data: Data, to path: String, permissions: mode_t? = nil) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions ?? 0o666)
    guard descriptor >= 0 else { return false }
    if let permissions, fchmod(descriptor, permissions) != 0 {
      close(descriptor)
      unlink(path)
      return false
    }
    let written = data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
    guard close(descriptor) == 0, written else {
      unlink(path)
      return false
    }
    return true
  }
}
