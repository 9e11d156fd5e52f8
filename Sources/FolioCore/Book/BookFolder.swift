import Foundation

/// Where a chapter path lives: its chapters folder (the path itself when it is a folder,
/// else the folder holding the chapter file) and the book's root, the folder holding
/// the chapters folder (`chapters` → `.`). Chapters may link only inside the root, and
/// no output folder may replace either.
public struct BookFolder: Hashable, Sendable {
  /// The chapters folder as written (`chapters` for `chapters/01-a.md`), for messages.
  public var written: String
  /// The chapters folder, resolved (links followed).
  public var chapters: ResolvedPath
  /// The book's root, resolved; it holds the chapters folder as written, so a chapters
  /// folder that is itself a link elsewhere lies outside its own root.
  public var root: ResolvedPath

  /// The folders of `path`, a chapter file or a folder of chapters as given.
  public init(of path: String, currentDirectory: String = FileManager.default.currentDirectoryPath) {
    var isDirectory: ObjCBool = false
    let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
    let isFolder = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue
    let chapters = isFolder ? path : Self.parent(path)
    self.written = chapters
    self.chapters = ResolvedPath(chapters, currentDirectory: currentDirectory)
    self.root = ResolvedPath(Self.parent(chapters), currentDirectory: currentDirectory)
  }

  /// The folder holding `path` as written, before any link in it is followed.
  /// (Not `NSString.deletingLastPathComponent`: it traps on a one-character path.)
  /// (`package`: `--update` resolves a chapter's links with it; a path detail, not the book's.)
  package static func parent(_ path: String) -> String {
    var components = path.split(separator: "/", omittingEmptySubsequences: true)
    guard let last = components.last, last != ".", last != ".." else {
      return path.hasPrefix("/") && components.isEmpty ? "/" : (path.isEmpty ? "." : path) + "/.."
    }
    components.removeLast()
    let folder = components.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + folder : folder.isEmpty ? "." : folder
  }
}
