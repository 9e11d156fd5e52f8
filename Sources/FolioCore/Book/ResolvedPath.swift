import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A path as the file system sees it: absolute, with `.`, `..`, repeated and trailing
/// slashes and every symbolic link of its existing part resolved, so that two spellings
/// of one folder (`chapters/`, `./chapters`, `x/../chapters`, a link to it) compare equal.
///
/// The part that does not exist yet is kept as written (a folder folio would create).
public struct ResolvedPath: Hashable, Sendable, CustomStringConvertible {
  /// The absolute path, without a trailing slash (`/` for the root).
  public let path: String

  /// Resolves `path`, relative to `currentDirectory` unless it is absolute.
  public init(_ path: String, currentDirectory: String = FileManager.default.currentDirectoryPath) {
    let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
    var resolved = "/"
    for component in absolute.split(separator: "/") {
      switch component {
      case ".": continue
      // After a link, `..` leaves the link's target, as the kernel reads it.
      case "..": resolved = Self.parent(of: resolved)
      default:
        let candidate = resolved == "/" ? "/" + component : resolved + "/" + component
        resolved = Self.real(candidate) ?? candidate
      }
    }
    self.path = resolved
  }

  /// The folder holding this one (the root's parent is the root).
  public var parent: ResolvedPath { ResolvedPath(resolved: Self.parent(of: path)) }

  /// The last component (empty for the root).
  public var name: String { String(path[path.index(after: path.lastIndex(of: "/") ?? path.startIndex)...]) }

  /// Whether this path lies strictly below `folder`.
  public func isInside(_ folder: ResolvedPath) -> Bool {
    folder.path == "/" ? path != "/" : path.hasPrefix(folder.path + "/")
  }

  /// This path from `folder` (`part/01-a.md` from the chapters folder), or `nil` when
  /// it does not lie below `folder`.
  func relative(to folder: ResolvedPath) -> String? {
    guard isInside(folder) else { return nil }
    return String(path.dropFirst(folder.path == "/" ? 1 : folder.path.count + 1))
  }

  /// The path.
  public var description: String { path }

  private init(resolved: String) { self.path = resolved }

  private static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
    return String(path[..<slash])
  }

  /// The kernel's canonical name for an existing path, or `nil` (missing, a broken link,
  /// no permission to look).
  private static func real(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}
