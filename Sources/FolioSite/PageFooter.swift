/// The footer every page ends with: what the book is and how it was checked, the
/// whole book on one page, and (with JavaScript, which the keys need) the button that
/// lists the keyboard shortcuts, as `?` does.
///
/// There is no "edit this page" link: where a chapter's source lives is the book's to
/// say, and Folio has no book configuration to say it yet.
struct PageFooter {
  /// The book's title.
  let bookTitle: String

  /// The footer element.
  var html: String {
    """
    <footer class="site-footer">
    <p><b>\(HTML.escape(bookTitle))</b>: every example on these pages was compiled and run on ViewGraph when the site was built, by Folio.</p>
    <p><a href="print.html">The whole book on one page</a><span class="js-only"> · <button type="button" class="keys-button" aria-keyshortcuts="?">Keyboard shortcuts <kbd aria-hidden="true">?</kbd></button></span></p>
    </footer>
    """
  }
}
