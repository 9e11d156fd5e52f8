/// The site's stylesheet and scripts: the files in `Sources/FolioSite/Assets/`, which SwiftPM embeds
/// into the binary at build time (`.embedInCode` in Package.swift, read here through the
/// generated `PackageResources`), so a `folio` copied anywhere needs no file beside it.
///
/// Everything works without the scripts (every step shown, the table of contents
/// reachable through its link). `theme.js` is loaded in the head, before the page is
/// drawn, so a remembered theme shows without a flash, and marks the page as having
/// JavaScript; `folio.js` adds the theme switch, the phone sidebar, code lines that
/// wrap on a phone, highlighting of searched words, the stepper, copy buttons, focus
/// for code that scrolls, the keys and their list, and search, in one function scope
/// whose order matters (code lines before highlights, highlights before steppers,
/// which look for them). None of it is inline: a page runs only these files.
enum SiteAssets {
  /// Each file of `Sources/FolioSite/Assets/` by name, as embedded; one the list misses is not
  /// written (`SiteAssetsTests` fails when the folder holds one).
  static let embedded: [(name: String, bytes: [UInt8])] = [
    ("folio.css", PackageResources.folio_css),
    ("folio.js", PackageResources.folio_js),
    ("theme.js", PackageResources.theme_js),
  ]

  /// The files the site writes: each asset under `assets/` with its own name, verbatim
  /// but for the stylesheet's placeholders (``SiteStylesheet/filled(_:)``).
  static let files: [SiteFile] = embedded.map { name, bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    return SiteFile(path: "assets/\(name)", contents: name == "folio.css" ? SiteStylesheet.filled(text) : text)
  }
}
