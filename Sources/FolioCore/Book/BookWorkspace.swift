import Foundation

/// Where folio keeps its own folders for a book unless told otherwise: `.folio/` in the
/// book's root (the cache, the work folder, swiftc's module cache), never the current
/// folder, so `folio` run from anywhere uses the book's one cache and leaves nothing behind.
///
/// The book's root is the nearest folder that has a `folio.toml`, looking from the folder
/// holding the chapters folder upward; without one, the folder holding the chapters
/// folder. Either way it is not inside the chapters folder, so the defaults always pass
/// the scratch folders' check (the cache deletes what it cannot trust).
public struct BookWorkspace: Equatable, Sendable {
  /// The folder folio keeps in a book's root; `folio init`'s `.gitignore` lists it.
  public static let folderName = ".folio"
  /// The book's root, as written when it is the folder holding the chapters folder
  /// (`.` for `chapters`), else absolute.
  var root: String

  /// The workspace of the book whose chapters are `chapters` (a folder or a chapter
  /// file, as given on the command line).
  init(chapters: String, currentDirectory: String = FileManager.default.currentDirectoryPath) {
    let book = BookFolder(of: chapters, currentDirectory: currentDirectory)
    if let config = Self.configFile(from: book.root.path).map(BookFolder.parent), config != book.root.path {
      root = config
    } else {
      root = BookFolder.parent(book.written)
    }
  }

  /// The name of a book's config file, whose folder is the book's root.
  static let configFileName = "folio.toml"

  /// The `folio.toml` in `directory` or the nearest folder above it, as cargo and mdBook
  /// find theirs; `nil` when there is none up to the root. (Here, not beside the config's
  /// reader, so that the fuzzed core, built without TOMLKit, finds books the same way.)
  static func configFile(from directory: String) -> String? {
    var folder = ResolvedPath(directory)
    while true {
      let candidate = folder.path == "/" ? "/" + configFileName : folder.path + "/" + configFileName
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      if folder.path == "/" { return nil }
      folder = folder.parent
    }
  }

  /// The workspace of the book of the first of `paths` (`chapters` when none is given).
  public init(paths: [String], currentDirectory: String = FileManager.default.currentDirectoryPath) {
    self.init(chapters: paths.first ?? "chapters", currentDirectory: currentDirectory)
  }

  /// `.folio` in the root.
  public var folder: String {
    root == "." ? Self.folderName : (root.hasSuffix("/") ? root : root + "/") + Self.folderName
  }

  /// The cache of compiled scenarios and runs.
  public var cacheDirectory: String { folder + "/cache" }
  /// The scratch folder of one build's generated sources and events.
  public var workDirectory: String { folder + "/work" }
  /// swiftc's module cache.
  public var moduleCacheDirectory: String { folder + "/module-cache" }
}
