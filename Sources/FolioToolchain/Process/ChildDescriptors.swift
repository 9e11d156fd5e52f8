import FolioCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What each open descriptor of a child process is; every other descriptor is closed.
///
/// The one place that says what a child inherits, so that whatever wraps the command
/// line (a sandbox) passes these through without knowing what they carry.
struct ChildDescriptors: Sendable {
  /// Where one descriptor of the child leads.
  enum Target: Sendable {
    /// `/dev/null`.
    case null
    /// A file, created or truncated, opened for writing.
    case file(String)
    /// A copy of one of folio's own descriptors (a pipe's end, an open file), which the
    /// caller keeps open until the child started and closes afterwards.
    case inherited(Int32)
  }

  /// The child's descriptors by number.
  var targets: [Int32: Target]

  /// Describes the child's descriptors.
  init(_ targets: [Int32: Target]) {
    self.targets = targets
  }

  /// Nothing on standard input, standard output and error into two files.
  static func files(stdout: String, stderr: String) -> ChildDescriptors {
    ChildDescriptors([0: .null, 1: .file(stdout), 2: .file(stderr)])
  }

  /// Adds the file actions that give a spawned child these descriptors and close the
  /// rest. Returns folio's temporary copies of inherited descriptors, to be closed once
  /// the child started (or failed to).
  ///
  /// An inherited descriptor is first copied above every target number, so that giving
  /// one target never overwrites another's source.
  func apply(to actions: inout posix_spawn_file_actions_t) -> [Int32] {
    let highest = targets.keys.max() ?? 2
    var copies: [Int32] = []
    for (number, target) in targets.sorted(by: { $0.key < $1.key }) {
      switch target {
      case .null:
        posix_spawn_file_actions_addopen(&actions, number, "/dev/null", O_RDWR, 0)
      case .file(let path):
        posix_spawn_file_actions_addopen(&actions, number, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      case .inherited(let descriptor):
        let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, highest + 1)
        guard copy >= 0 else {
          posix_spawn_file_actions_addopen(&actions, number, "/dev/null", O_RDWR, 0)
          continue
        }
        copies.append(copy)
        posix_spawn_file_actions_adddup2(&actions, copy, number)
      }
    }
    return copies
  }

  /// The lowest descriptor number the child must not inherit.
  var firstClosed: Int32 { max(3, (targets.keys.max() ?? 2) + 1) }
}
