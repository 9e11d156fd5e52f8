import FolioCore
import Foundation

/// The folders folio writes into as it works, the cache (`--cache-dir`) and the work
/// folder, and the check that keeps them away from the chapters: the cache deletes what
/// it cannot trust, so a cache folder that is, lies inside or contains a chapters folder
/// is refused before any work.
public struct ScratchFolders: Sendable {
  /// The cache folder as the user named it.
  var cacheDirectory: String
  /// The work folder as the user named it.
  var workDirectory: String

  /// Describes the two folders.
  public init(cacheDirectory: String, workDirectory: String) {
    self.cacheDirectory = cacheDirectory
    self.workDirectory = workDirectory
  }

  /// Throws ``FolioError/unsafeScratchFolder(_:reason:)`` when either folder is or
  /// contains one of the chapters folders of `chapters`, or lies inside one given as a
  /// folder (paths compared resolved). A chapter given as a file (`folio test 03.md`)
  /// makes its folder the chapters folder, but only the files named are read, so the
  /// default `.build/folio-cache` beside it stays allowed.
  public func check(
    chapters: [String], currentDirectory: String = FileManager.default.currentDirectoryPath
  ) throws(FolioError) {
    let books = chapters.map { (folder: BookFolder(of: $0, currentDirectory: currentDirectory), named: $0) }
    for (path, name) in [(cacheDirectory, "cache"), (workDirectory, "work folder")] {
      let folder = ResolvedPath(path, currentDirectory: currentDirectory)
      for (book, named) in books {
        let wholeFolder = ResolvedPath(named, currentDirectory: currentDirectory) == book.chapters
        let relation =
          folder == book.chapters
          ? "is"
          : wholeFolder && folder.isInside(book.chapters)
            ? "is inside" : book.chapters.isInside(folder) ? "contains" : nil
        guard let relation else { continue }
        throw .unsafeScratchFolder(
          SourceLocation(path: path, line: 1),
          reason: "folio's \(name) \(relation) the chapters folder '\(book.written)'")
      }
    }
  }
}
