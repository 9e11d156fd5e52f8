/// The live-reload channel of `folio serve`: a script served from the server's own
/// reserved path, injected into the pages it serves (never into the site on disk), that
/// long-polls the build's generation and reloads the page when it changes.
///
/// The channel carries a number and nothing else: no text of the book reaches the
/// script, which runs under the pages' `script-src 'self'` policy.
enum LiveReload {
  /// The folder of the server's own paths; a site file never starts with a dot, so it
  /// cannot be shadowed or read through it.
  static let prefix = "/.folio-serve/"
  /// The script's path.
  static let scriptPath = prefix + "reload.js"
  /// The long poll: `?since=N` answers the generation once it is not N.
  static let changesPath = prefix + "changes"

  /// The script: reads the generation its page was served at from its own tag, asks the
  /// server for a newer one, and reloads when there is one; retries when the server is
  /// away (a rebuild, a restart).
  static let script = """
    (function () {
      "use strict";
      var tag = document.currentScript;
      var seen = tag ? parseInt(tag.getAttribute("data-generation"), 10) : NaN;
      if (isNaN(seen)) { return; }
      function ask() {
        fetch("\(changesPath)?since=" + seen, { cache: "no-store" })
          .then(function (response) { return response.text(); })
          .then(function (text) {
            var now = parseInt(text, 10);
            if (!isNaN(now) && now !== seen) { window.location.reload(); } else { ask(); }
          })
          .catch(function () { window.setTimeout(ask, 1000); });
      }
      ask();
    })();

    """

  /// The tag that loads the script into a page served at `generation`.
  static func tag(generation: Int) -> String {
    "<script src=\"\(scriptPath)\" data-generation=\"\(generation)\" defer></script>\n"
  }

  /// `html` with the script's tag before its first `</head>` (or at its end).
  static func inject(into html: String, generation: Int) -> String {
    let tag = tag(generation: generation)
    guard let head = html.range(of: "</head>", options: .caseInsensitive) else { return html + tag }
    var page = html
    page.insert(contentsOf: tag, at: head.lowerBound)
    return page
  }
}
