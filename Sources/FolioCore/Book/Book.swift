/// A loaded book: its chapters in file-name order and its optional landing page.
public struct Book: Equatable, Sendable {
  /// The chapters, ordered by file name.
  public var chapters: [Chapter]
  /// The parsed `index.md`, if the chapters folder has one.
  public var landingPage: MarkdownDocument?
  /// The book's files the landing page references, which the site carries as it
  /// carries a chapter's.
  public var landingAssets: [ChapterAsset]

  /// Creates a book, numbering its chapters in the order given (``Chapter/index``).
  init(chapters: [Chapter], landingPage: MarkdownDocument? = nil, landingAssets: [ChapterAsset] = []) {
    self.chapters = chapters.enumerated().map { index, chapter in
      var numbered = chapter
      numbered.index = index
      return numbered
    }
    self.landingPage = landingPage
    self.landingAssets = landingAssets
  }
}

/// One chapter file: where it is, its title, its source and its parsed tree.
public struct Chapter: Equatable, Sendable {
  /// The path as given (for example `chapters/01-onchange.md`); diagnostics use it.
  public var path: String
  /// The path in its chapters folder (`01-onchange.md`, `part/02-state.md`), however
  /// the book was named (`chapters`, `/home/ci/book/chapters`, a copy elsewhere): what
  /// generated sources call it, so that a cache carried to another checkout finds their
  /// entries. Unique in its book (``BookPaths``); the path as given until the loader sets it.
  public var bookPath: String
  /// The text of the first level-1 heading.
  public var title: String
  /// The Markdown source, kept so `--update` can rewrite it byte for byte.
  public var source: String
  /// The parsed document.
  public var document: MarkdownDocument
  /// The chapter's position in its ``Book``, from 0: with a code block's own index,
  /// the address every later stage knows the block by (``BlockAddress``).
  var index = 0
  /// The title of the part (a subfolder of the chapters) the chapter belongs to, if any.
  public var part: String?
  /// The book's files the chapter references, which the site carries.
  public var assets: [ChapterAsset] = []

  /// Creates a chapter.
  init(path: String, title: String, source: String, document: MarkdownDocument) {
    self.path = path
    self.bookPath = path
    self.title = title
    self.source = source
    self.document = document
  }

  /// Where code block `code` of this chapter is in the book.
  func address(of code: MarkdownCodeBlock) -> BlockAddress {
    BlockAddress(chapter: index, block: code.index)
  }

  /// The file name without folder and `.md` extension (`01-onchange`), used for pages.
  public var stem: String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
  }

  /// Makes a chapter from its source, or says why it is not one (empty, no title).
  static func make(path: String, source: String) -> Result<Chapter, FolioError> {
    let start = SourceLocation(path: path, line: 1)
    guard source.contains(where: { !$0.isWhitespace }) else { return .failure(.emptyChapter(start)) }
    let document: MarkdownDocument
    switch parse(path: path, source: source) {
    case .success(let parsed): document = parsed
    case .failure(let error): return .failure(error)
    }
    let title = document.blocks.lazy.compactMap { block -> String? in
      if case .heading(1, let content) = block.kind { return content.plainText }
      return nil
    }.first
    guard let title, !title.isEmpty else { return .failure(.missingTitle(start)) }
    return .success(Chapter(path: path, title: title, source: source, document: document))
  }

  /// Parses the Markdown of the file at `path` (a chapter or the landing page), or
  /// says where it nests too deep.
  static func parse(path: String, source: String) -> Result<MarkdownDocument, FolioError> {
    do {
      return .success(try MarkdownParser.parse(source))
    } catch {
      let location = SourceLocation(path: path, line: error.line, column: error.column)
      return .failure(.markdownTooDeep(location, limit: MarkdownParser.depthLimit))
    }
  }
}
