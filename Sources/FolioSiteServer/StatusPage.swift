import FolioSite

/// The pages `folio serve` shows instead of the site's: while the first build runs, and
/// when the last build failed, its report, escaped, with each problem's file:line.
/// Both reload themselves when the next build finishes.
enum StatusPage {
  /// The page for `status` at `generation`; `nil` when the site itself is shown.
  static func html(for status: ServedBook.Status, generation: Int) -> String? {
    switch status {
    case .ready: return nil
    case .building:
      return page(
        title: "Building the book…", generation: generation,
        body: "<p>Folio is checking the book; this page reloads when the site is written.</p>\n")
    case .failed(let report):
      return page(
        title: "The book does not build", generation: generation,
        body: """
          <p>The last build stopped at the problems below. The site keeps the last version \
          that built; this page returns to it when you save a fix.</p>
          <pre>\(HTML.escape(report))</pre>

          """)
    }
  }

  private static func page(title: String, generation: Int, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light dark">
    <title>\(title) · folio serve</title>
    <style>
    body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
    pre { white-space: pre-wrap; overflow-wrap: anywhere; padding: 1rem; border: 1px solid #c33; border-radius: 6px; }
    </style>
    \(LiveReload.tag(generation: generation))</head>
    <body class="folio-serve-status">
    <h1>\(title)</h1>
    \(body)</body>
    </html>

    """
  }
}
