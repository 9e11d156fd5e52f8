import Foundation

/// Reads chapters from disk and parses them: the `load` stage.
///
/// A folder contributes its `*.md` files in file-name order, except `index.md`, which
/// is the landing page; a file path names one chapter. Problems with a file (unreadable,
/// not UTF-8, empty, no title, a link leading out of the book's root, ``BookFolder``)
/// are collected as diagnostics and the file is skipped.
public struct BookLoader: Sendable {
  /// The result of loading: the chapters that could be read, and what went wrong.
  public struct Loaded: Sendable {
    /// The book made of the readable chapters.
    public var book: Book
    /// One error per file that could not be used.
    public var diagnostics: [Diagnostic]
  }

  /// Chapter files and part folders of a chapters folder in reading order (the book's
  /// `order`); the rest follow by name.
  var order: [String]

  /// Creates a loader.
  public init(order: [String] = []) {
    self.order = order
  }

  /// Loads the chapters named by `paths` (chapter files or folders of chapters).
  ///
  /// - Parameter paths: Paths as the user gave them; chapter paths keep that spelling.
  public func load(_ paths: [String]) -> Loaded {
    var diagnostics: [Diagnostic] = []
    var chapters: [Chapter] = []
    var landing: MarkdownDocument?
    var landingAssets: [ChapterAsset] = []
    var seen: Set<String> = []
    var bookPaths = BookPaths()
    let files = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
        diagnostics.append(
          Diagnostic(.unreadable(SourceLocation(path: path, line: 1), reason: "no such file or folder")))
        continue
      }
      let book = BookFolder(of: path)
      // The files a page of the book references, its problems reported.
      func assets(of document: MarkdownDocument, at file: String) -> [ChapterAsset] {
        let found = ChapterAssets.find(
          in: document, path: file, chapters: book.chapters, root: book.root,
          rootShown: BookFolder.parent(book.written))
        diagnostics += found.errors.map { Diagnostic($0) }
        return found.assets
      }
      var chapterPaths: [(path: String, part: String?)] = []
      if isDirectory.boolValue {
        guard let listed = BookFolderListing.list(path, order: order) else {
          diagnostics.append(Diagnostic(.unreadable(SourceLocation(path: path, line: 1), reason: "cannot list folder")))
          continue
        }
        if let index = listed.landingPage {
          switch read(index, inside: book.root).flatMap({ Chapter.parse(path: index, source: $0) }) {
          case .success(let document):
            landing = document
            landingAssets = assets(of: document, at: index)
          case .failure(let error):
            // An unreadable landing page is left out, as before; one nested too deep or
            // linking out of the book is the author's to fix.
            switch error {
            case .markdownTooDeep, .linksOutsideBook: diagnostics.append(Diagnostic(error))
            default: break
            }
          }
        }
        diagnostics += listed.errors.map { Diagnostic($0) }
        for entry in listed.entries {
          switch entry {
          case .chapter(let file): chapterPaths.append((file, nil))
          case .part(let folder, let files):
            let title = partTitle(folder, inside: book.root)
            chapterPaths += files.map { ($0, title) }
          }
        }
      } else {
        chapterPaths = [(path, nil)]
      }
      for (file, part) in chapterPaths where seen.insert(file).inserted {
        switch read(file, inside: book.root).flatMap({ Chapter.make(path: file, source: $0) }) {
        case .success(var chapter):
          chapter.bookPath = bookPaths.claim(file, in: book.chapters)
          chapter.part = part
          chapter.assets = assets(of: chapter.document, at: file)
          chapters.append(chapter)
        case .failure(let error): diagnostics.append(Diagnostic(error))
        }
      }
    }
    return Loaded(
      book: Book(chapters: chapters, landingPage: landing, landingAssets: landingAssets), diagnostics: diagnostics)
  }

  /// A part's title: the first level-1 heading of its `index.md`, else its folder's name.
  private func partTitle(_ folder: String, inside root: ResolvedPath) -> String {
    let name = folder.split(separator: "/").last.map(String.init) ?? folder
    let index = folder + "/index.md"
    guard FileManager.default.fileExists(atPath: index),
      case .success(let chapter) = read(index, inside: root).flatMap({ Chapter.make(path: index, source: $0) })
    else { return name }
    return chapter.title
  }

  /// Reads a chapter, through its resolved path so that what is read is what was checked
  /// to lie inside the book's `root`.
  private func read(_ path: String, inside root: ResolvedPath) -> Result<String, FolioError> {
    let location = SourceLocation(path: path, line: 1)
    let files = FileManager.default
    let real = ResolvedPath(path)
    if files.fileExists(atPath: real.path), !real.isInside(root) {
      return .failure(.linksOutsideBook(location, target: real.path, root: root.path))
    }
    guard let data = files.contents(atPath: real.path) else {
      var isDirectory: ObjCBool = false
      let reason =
        !files.fileExists(atPath: path, isDirectory: &isDirectory)
        ? "no such file (a broken link?)"
        : isDirectory.boolValue ? "it is a folder, not a file" : "permission denied or not a regular file"
      return .failure(.unreadable(location, reason: reason))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(.notUTF8(UTF8Validation.firstInvalidByte(in: Array(data), path: path) ?? location))
    }
    return .success(text)
  }
}

/// Finds where a file stops being UTF-8, so the error points at the byte to fix.
enum UTF8Validation {
  /// The line and column (in bytes, 1-based) of the first byte that does not start a
  /// valid UTF-8 sequence, or `nil` when every byte is valid.
  static func firstInvalidByte(in bytes: [UInt8], path: String) -> SourceLocation? {
    var offset = 0
    var line = 1
    var lineStart = 0
    while offset < bytes.count {
      let length = sequenceLength(bytes, at: offset)
      guard length > 0 else { return SourceLocation(path: path, line: line, column: offset - lineStart + 1) }
      if bytes[offset] == UInt8(ascii: "\n") {
        line += 1
        lineStart = offset + 1
      }
      offset += length
    }
    return nil
  }

  /// The length of the valid sequence starting at `offset`, or 0 when it is invalid
  /// (a stray continuation byte, an overlong form, a surrogate, a cut-off sequence).
  private static func sequenceLength(_ bytes: [UInt8], at offset: Int) -> Int {
    let first = bytes[offset]
    let (length, low, high): (Int, UInt8, UInt8)
    switch first {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
    case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
    case 0xED: (length, low, high) = (3, 0x80, 0x9F)
    case 0xE1...0xEF: (length, low, high) = (3, 0x80, 0xBF)
    case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
    case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
    case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
    default: return 0
    }
    guard offset + length <= bytes.count, (low...high).contains(bytes[offset + 1]) else { return 0 }
    for index in offset + 2..<offset + length where !(0x80...0xBF).contains(bytes[index]) { return 0 }
    return length
  }
}
