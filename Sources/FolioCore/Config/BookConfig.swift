/// A book's settings, read from its `folio.toml` (``BookConfigReader``): what the site
/// says about the book, where its chapters are, and how they are compiled.
///
/// Every path is relative to the folder holding `folio.toml` and has been checked to
/// stay inside it; ``BookConfigFile`` resolves them against that folder.
public struct BookConfig: Equatable, Sendable {
  /// The book's title; `nil` to take the landing page's first heading.
  public var title: String?
  /// The authors, in the order written.
  public var authors: [String] = []
  /// One sentence about the book: the site's meta description.
  public var description: String?
  /// The language of the text, as a BCP 47 tag (`en`, `fr-CA`): the pages' `lang`.
  public var language = "en"
  /// The folder of chapters.
  var chapters = "chapters"
  /// The Swift language mode every block is compiled in, unless a block says otherwise.
  public var swiftLanguageMode = SwiftLanguageMode.v5
  /// Chapter files and part folders of the chapters folder, in reading order; the rest
  /// follow by name.
  public var order: [String] = []
  /// The line of `order` in `folio.toml`, for an entry that names nothing.
  var orderLine = 1
  /// The folder `folio build` writes the site to.
  var siteOut = "site"
  /// The book's repository, linked from every page.
  public var repositoryURL: String?
  /// The address of a chapter's source for editing, with `{path}` for its path.
  public var editURL: String?
  /// The stylesheet appended after Folio's.
  public var themeCSS: String?
  /// HTML inserted in every page's `<head>`.
  public var themeHead: String?
  /// HTML added to every page's footer.
  public var themeFooter: String?
  /// The most the build cache may hold (`[cache] max-size`), or `nil` for the default
  /// (``ByteSize/defaultCacheBound``); `FOLIO_CACHE_MAX_SIZE` wins over it.
  package var cacheMaxSize: ByteSize?
  /// The line each key was written on (`book.title` → 2), for later errors.
  var keyLines: [String: Int] = [:]

  /// A config with every default.
  init() {}
}
