import FolioCore

/// The anchors of one page: every heading, code block, transcript and step gets an
/// `id` that is unique on the page and stable across builds (it depends only on the
/// chapter's text, never on a counter shared between pages).
///
/// A class because the Markdown renderer and the code-block drawer name anchors on
/// the same page in document order, and must see each other's names.
final class PageAnchors {
  /// Put before every anchor, so chapters can share the print page (`04-onchange-`).
  let prefix: String
  private var used: [String: Int] = [:]

  /// Creates the anchors of a page whose ids start with `prefix`.
  init(prefix: String = "") {
    self.prefix = prefix
  }

  /// A fresh anchor for `base` (already a slug): `base`, then `base-2`, `base-3`, …
  func claim(_ base: String) -> String {
    let count = used[base, default: 0] + 1
    used[base] = count
    return prefix + (count == 1 ? base : "\(base)-\(count)")
  }
}
