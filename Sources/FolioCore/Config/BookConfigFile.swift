import Foundation

/// A book's `folio.toml` found on disk and read: the config, its folder, and the theme
/// files it names, each checked to lie inside the book and to exist.
///
/// A book's config must not make Folio read or publish a file outside the book: a path
/// that is absolute, climbs out with `..` or leads out through a link is refused.
public struct BookConfigFile: Equatable, Sendable {
  /// The name of a book's config file.
  public static let fileName = BookWorkspace.configFileName

  /// The book's folder as seen from the current folder (`.`, `..`, `../..`).
  public var root: String
  /// The config file as seen from the current folder, for locations.
  var path: String
  /// The settings.
  public var config: BookConfig
  /// The chapters folder as seen from the current folder.
  public var chapters: String { join(config.chapters) }
  /// The site folder as seen from the current folder.
  public var siteOut: String { join(config.siteOut) }
  /// The theme's stylesheet, its head and its footer HTML (checked), as read.
  public var theme = BookTheme()

  /// The `folio.toml` in `directory` or the nearest folder above it, as cargo and
  /// mdBook find theirs; `nil` when there is none up to the root.
  public static func find(from directory: String = FileManager.default.currentDirectoryPath) -> String? {
    BookWorkspace.configFile(from: directory)
  }

  /// Reads and checks the config at `file` (an absolute path, as ``find(from:)`` gives).
  public static func load(
    _ file: String, currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> Result<BookConfigFile, BookConfigErrors> {
    let absoluteRoot = BookFolder.parent(file)
    let root = RelativePath.from(ResolvedPath(currentDirectory).path, to: ResolvedPath(absoluteRoot).path)
    let shown = root == "." ? fileName : "\(root)/\(fileName)"
    guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8)
    else {
      return .failure(
        BookConfigErrors([.unreadable(SourceLocation(path: shown, line: 1), reason: "not a readable UTF-8 file")]))
    }
    let config: BookConfig
    switch BookConfigReader(path: shown).read(text) {
    case .success(let read): config = read
    case .failure(let errors): return .failure(errors)
    }
    var loaded = BookConfigFile(root: root, path: shown, config: config)
    let errors = loaded.checkPaths(absoluteRoot: absoluteRoot)
    return errors.isEmpty ? .success(loaded) : .failure(BookConfigErrors(errors))
  }

  /// Checks every path the config names, and reads the theme.
  private mutating func checkPaths(absoluteRoot: String) -> [FolioError] {
    var errors: [FolioError] = []
    let book = ResolvedPath(absoluteRoot)
    func at(_ key: String) -> SourceLocation { SourceLocation(path: path, line: config.keyLines[key] ?? 1) }
    func inside(_ key: String, _ value: String) -> Bool {
      let resolved = ResolvedPath(value, currentDirectory: book.path)
      guard !value.hasPrefix("/"), resolved == book || resolved.isInside(book) else {
        errors.append(.leavesBook(at(key), path: value, root: root))
        return false
      }
      return true
    }
    for key in ["book.chapters", "site.out"] {
      _ = inside(key, key == "site.out" ? config.siteOut : config.chapters)
    }
    let chaptersFolder = ResolvedPath(config.chapters, currentDirectory: book.path)
    if inside("book.chapters", config.chapters) && !FileManager.default.fileExists(atPath: chaptersFolder.path) {
      errors.append(.missingBookFile(at("book.chapters"), key: "book.chapters", path: config.chapters))
    }
    for entry in config.order {
      let written = "\(config.chapters)/\(entry)"
      guard inside("book.order", written) else { continue }
      if !FileManager.default.fileExists(atPath: ResolvedPath(written, currentDirectory: book.path).path) {
        errors.append(.missingBookFile(at("book.order"), key: "book.order", path: written))
      }
    }
    let files: [(String, String?, WritableKeyPath<BookTheme, String?>)] = [
      ("theme.css", config.themeCSS, \.css), ("theme.head", config.themeHead, \.head),
      ("theme.footer", config.themeFooter, \.footer),
    ]
    for (key, value, slot) in files {
      guard let value, !value.isEmpty, inside(key, value) else { continue }
      let file = ResolvedPath(value, currentDirectory: book.path).path
      guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8)
      else {
        errors.append(.missingBookFile(at(key), key: key, path: value))
        continue
      }
      if key != "theme.css", let unsafe = ThemeTemplate.firstUnsafe(in: text, path: join(value)) {
        errors.append(unsafe)
        continue
      }
      theme[keyPath: slot] = text
    }
    return errors
  }

  /// `relative`, a path from the book's folder, as seen from the current folder.
  public func join(_ relative: String) -> String {
    root == "." ? relative : "\(root)/\(relative)"
  }
}
