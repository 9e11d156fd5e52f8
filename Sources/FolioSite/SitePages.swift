import FolioCore

/// The page file name of every chapter: a safe slug of its file name, unique in the
/// book, and never one of the files the site writes itself.
///
/// A chapter's file name is the author's (or an attacker's) text: used raw,
/// `javascript:alert(1).md` would make every table-of-contents link run script and
/// `print.md` would overwrite the print page. A slug keeps ASCII letters, digits,
/// `-`, `_` and `.` (so `01-onchange.md` stays `01-onchange.html`), turns every other
/// run into one `-`, and so can never hold a scheme's `:`.
struct SitePages: Equatable, Sendable {
  /// The page of each chapter, in the book's order (`04-onchange.html`).
  let pages: [String]
  /// The page of each chapter file name (`04-onchange.md`), for links between chapters.
  private let byFileName: [String: String]

  /// The names the site writes besides chapter pages (their first path component,
  /// lowercased, so a case-insensitive file system cannot merge them either), and the
  /// print page's introduction, whose section a chapter's would share its id with.
  static let reserved: Set<String> = Set(
    SiteRenderer.generatedPaths.map { String($0.split(separator: "/")[0]).lowercased() }
      + [SiteRenderer.printIntroduction + ".html"])
  /// The longest slug kept, so that the page name stays under a file system's 255 bytes.
  static let maximumSlugLength = 200

  /// The pages of `chapters`, in order.
  init(chapters: [Chapter] = []) {
    var taken = Self.reserved
    var pages: [String] = []
    var byFileName: [String: String] = [:]
    for chapter in chapters {
      let base = Self.slug(chapter.stem)
      var page = base + ".html"
      var suffix = 2
      while taken.contains(page.lowercased()) {
        page = "\(base)-\(suffix).html"
        suffix += 1
      }
      taken.insert(page.lowercased())
      pages.append(page)
      let fileName = chapter.path.split(separator: "/").last.map(String.init) ?? chapter.path
      if byFileName[fileName] == nil { byFileName[fileName] = page }
    }
    self.pages = pages
    self.byFileName = byFileName
  }

  /// The page of the chapter whose file name is `name` (`02-next.md`), if the book has it.
  func page(forFileName name: String) -> String? { byFileName[name] }

  /// A file-name stem as a page name: ASCII letters, digits, `-`, `_` and `.` kept,
  /// every other run one `-`, no `-` or `.` at either end, `chapter` when nothing is left.
  static func slug(_ stem: String) -> String {
    var slug = ""
    for scalar in stem.unicodeScalars {
      let kept =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || scalar == "-" || scalar == "_" || scalar == "."
      if kept {
        slug.unicodeScalars.append(scalar)
      } else if slug.last != "-" {
        slug.append("-")
      }
    }
    let trimmed = slug.prefix(maximumSlugLength).drop { $0 == "-" || $0 == "." }
    let result = String(trimmed.reversed().drop { $0 == "-" || $0 == "." }.reversed())
    return result.isEmpty ? "chapter" : result
  }
}
