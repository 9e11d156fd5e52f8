import FolioCore
import Foundation

/// How the site writes a chapter's link and image destinations: only what a browser
/// cannot turn into script is kept, and what is kept cannot leave its attribute.
///
/// cmark hands over the destination with character references already decoded
/// (`java&#9;script:` arrives as `java` TAB `script:`), so a deny-list on the raw text
/// is bypassed by anything the browser's URL parser ignores. Instead the destination
/// is read the way the WHATWG URL parser reads it (C0 controls and spaces trimmed,
/// tabs and newlines removed anywhere), its scheme is held against an allow-list, and
/// the result is percent-encoded to printable ASCII.
enum LinkDestination {
  /// What the destination is for: a link may also mail, an image may also be inline data.
  enum Use {
    /// `<a href>`: http, https, mailto or relative.
    case link
    /// `<img src>`: http, https, relative, or a raster `data:image/…` (never SVG, which can hold script).
    case image
  }

  /// The schemes a link keeps.
  static let linkSchemes: Set<String> = ["http", "https", "mailto"]
  /// The schemes an image keeps, besides the raster `data:` types.
  static let imageSchemes: Set<String> = ["http", "https"]
  /// The `data:` media types an image keeps: raster formats, which cannot run script.
  static let imageDataTypes: Set<String> = ["image/png", "image/jpeg", "image/gif", "image/webp"]
  /// What a refused link points at instead: the top of its own page.
  static let neutralised = "#"

  /// The destination as written into the page, or `nil` when its scheme is not allowed.
  ///
  /// A relative link to a chapter (`02-next.md`, `./02-next.md#x`) points at that
  /// chapter's page; another relative `.md` link gets `.html`, as before.
  ///
  /// - Parameters:
  ///   - destination: The destination as cmark decoded it.
  ///   - use: Whether it is a link's or an image's.
  ///   - pages: The book's page names, to resolve chapter links.
  static func resolve(_ destination: String, use: Use, pages: SitePages = SitePages()) -> String? {
    let url = browserView(destination)
    switch scheme(of: url) {
    case nil:
      return percentEncoded(use == .link ? chapterLink(url, pages: pages) : url)
    case let scheme? where (use == .link ? linkSchemes : imageSchemes).contains(scheme):
      return percentEncoded(url)
    case "data"? where use == .image && imageDataTypes.contains(dataMediaType(url)):
      return percentEncoded(url)
    default:
      return nil
    }
  }

  // MARK: - Reading it as a browser does

  /// What the WHATWG URL parser reads before a scheme (``BrowserURL/normalized(_:)``).
  static func browserView(_ url: String) -> String { BrowserURL.normalized(url) }

  /// The lowercased scheme of a trimmed URL (``BrowserURL/scheme(of:)``).
  static func scheme(of url: String) -> String? { BrowserURL.scheme(of: url) }

  /// The media type of a `data:` URL (`image/png` in `data:image/png;base64,…`), lowercased.
  private static func dataMediaType(_ url: String) -> String {
    let afterScheme = url.drop { $0 != ":" }.dropFirst()
    return String(afterScheme.prefix { $0 != ";" && $0 != "," }).lowercased()
      .trimmingCharacters(in: .whitespaces)
  }

  // MARK: - Chapter links

  /// A relative destination with a chapter's file name replaced by its page, or a
  /// remaining `.md` (before the end or a `#`) replaced by `.html`.
  private static func chapterLink(_ url: String, pages: SitePages) -> String {
    let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let path = String(parts[0])
    let fragment = parts.count > 1 ? "#" + parts[1] : ""
    let name = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    if let page = pages.page(forFileName: name.removingPercentEncoding ?? name) { return page + fragment }
    guard path.hasSuffix(".md") else { return url }
    return path.dropLast(3) + ".html" + fragment
  }

  // MARK: - Encoding

  /// `url` with every byte outside the printable ASCII a URL needs percent-encoded:
  /// spaces, controls, quotes, `<`, `>`, backslash and non-ASCII never reach the page.
  static func percentEncoded(_ url: String) -> String {
    var out = ""
    for byte in url.utf8 {
      if byte > 0x20 && byte < 0x7F && !unsafeASCII.contains(byte) {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
      }
    }
    return out
  }

  /// Printable ASCII that may not stand unencoded in a URL (RFC 3986) or that could end an attribute.
  private static let unsafeASCII: Set<UInt8> = Set("\"<>\\^`{|}".utf8)
}
