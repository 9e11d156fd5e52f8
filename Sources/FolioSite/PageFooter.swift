/// The footer every page ends with: what the book is and how it was checked, its
/// authors, its repository and (on a chapter's page) the link that edits the chapter,
/// the whole book on one page, (with JavaScript, which the keys need) the button that
/// lists the keyboard shortcuts, as `?` does, and the theme's own footer HTML.
struct PageFooter {
  /// The book's title.
  let bookTitle: String
  /// The book's settings.
  var settings = SiteSettings()
  /// The address that edits this page's chapter, if it is one and the book says how.
  var editLink: String?

  /// The footer element.
  var html: String {
    var links = ""
    if !settings.authors.isEmpty {
      links += "<p class=\"book-authors\">By \(HTML.escape(Self.list(settings.authors)))</p>\n"
    }
    var sources: [String] = []
    if let url = settings.repositoryURL { sources.append("<a href=\"\(HTML.escape(url))\">Source repository</a>") }
    if let editLink { sources.append("<a class=\"edit-link\" href=\"\(HTML.escape(editLink))\">Edit this page</a>") }
    if !sources.isEmpty { links += "<p class=\"book-sources\">\(sources.joined(separator: " · "))</p>\n" }
    let theme = settings.theme.footer.map { "<div class=\"theme-footer\">\n\($0)\n</div>\n" } ?? ""
    return """
      <footer class="site-footer">
      <p><b>\(HTML.escape(bookTitle))</b>: every example on these pages was compiled and run on ViewGraph when the site was built, by Folio.</p>
      \(links)<p><a href="print.html">The whole book on one page</a><span class="js-only"> · <button type="button" class="keys-button" aria-keyshortcuts="?">Keyboard shortcuts <kbd aria-hidden="true">?</kbd></button></span></p>
      \(theme)</footer>
      """
  }

  /// Names as a sentence lists them: `A`, `A and B`, `A, B and C`.
  static func list(_ names: [String]) -> String {
    names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
  }
}
