import Foundation

/// Reads chapters from disk and parses them: the `load` stage.
///
/// A folder contributes its `*.md` files in file-name order, except `index.md`, which
/// is the landing page; a file path names one chapter. Problems with a file (unreadable,
/// not UTF-8, empty, no title) are collected as diagnostics and the file is skipped.
public struct BookLoader: Sendable {
  /// The result of loading: the chapters that could be read, and what went wrong.
  public struct Loaded: Sendable {
    /// The book made of the readable chapters.
    public var book: Book
    /// One error per file that could not be used.
    public var diagnostics: [Diagnostic]
  }

  /// Creates a loader.
  public init() {}

  /// Loads the chapters named by `paths` (chapter files or folders of chapters).
  ///
  /// - Parameter paths: Paths as the user gave them; chapter paths keep that spelling.
  public func load(_ paths: [String]) -> Loaded {
    var diagnostics: [Diagnostic] = []
    var chapters: [Chapter] = []
    var landing: MarkdownDocument?
    var seen: Set<String> = []
    let files = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
        diagnostics.append(
          Diagnostic(.unreadable(SourceLocation(path: path, line: 1), reason: "no such file or folder")))
        continue
      }
      var chapterPaths: [String] = []
      if isDirectory.boolValue {
        let names: [String]
        do {
          names = try files.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".md") }.sorted()
        } catch {
          diagnostics.append(Diagnostic(.unreadable(SourceLocation(path: path, line: 1), reason: "cannot list folder")))
          continue
        }
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        for name in names {
          let file = folder.isEmpty ? name : "\(folder)/\(name)"
          if name == "index.md" {
            if case .success(let text) = read(file) { landing = MarkdownParser.parse(text) }
          } else {
            chapterPaths.append(file)
          }
        }
      } else {
        chapterPaths = [path]
      }
      for file in chapterPaths where seen.insert(file).inserted {
        switch read(file).flatMap({ Chapter.make(path: file, source: $0) }) {
        case .success(let chapter): chapters.append(chapter)
        case .failure(let error): diagnostics.append(Diagnostic(error))
        }
      }
    }
    return Loaded(book: Book(chapters: chapters, landingPage: landing), diagnostics: diagnostics)
  }

  private func read(_ path: String) -> Result<String, FolioError> {
    let location = SourceLocation(path: path, line: 1)
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(.unreadable(location, reason: "permission denied or not a regular file"))
    }
    guard let text = String(data: data, encoding: .utf8) else { return .failure(.notUTF8(location)) }
    return .success(text)
  }
}
