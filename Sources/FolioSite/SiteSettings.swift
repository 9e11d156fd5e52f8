import FolioCore
import Foundation

/// What a book's `folio.toml` says about its site: the title, authors and description
/// every page carries, its language, where its sources are, and its theme.
public struct SiteSettings: Equatable, Sendable {
  /// The book's title; `nil` to take the landing page's first heading.
  var title: String?
  /// The authors, shown in every page's footer and its `author` meta.
  var authors: [String] = []
  /// The book in one sentence: the landing page's meta description.
  var description: String?
  /// The pages' `lang`.
  var language = "en"
  /// The book's repository, linked from every page's footer.
  var repositoryURL: String?
  /// The edit address of a chapter, with `{path}` for its path from the book's folder.
  var editURL: String?
  /// Each chapter's path from the book's folder (`chapters/01-a.md`), by its path as
  /// loaded, for `{path}`.
  public var sourcePaths: [String: String] = [:]
  /// The theme's CSS, head and footer.
  var theme = BookTheme()

  /// Folio's defaults: no config.
  public init() {}

  /// The settings of a book's config (``sourcePaths`` still to fill, for edit links).
  public init(_ file: BookConfigFile) {
    let config = file.config
    title = config.title
    authors = config.authors
    description = config.description
    language = config.language
    repositoryURL = config.repositoryURL
    editURL = config.editURL
    theme = file.theme
  }

  /// The address that edits the chapter at `path`, if the book has an edit-url.
  func editLink(for path: String) -> String? {
    guard let editURL else { return nil }
    let source = sourcePaths[path] ?? path
    let encoded = source.split(separator: "/").map {
      $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
    }
    return editURL.replacingOccurrences(of: "{path}", with: encoded.joined(separator: "/"))
  }
}
