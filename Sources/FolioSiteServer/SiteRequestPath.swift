import Foundation

/// Where a request's path leads inside the served site folder, and never outside it.
///
/// The path is judged as the client sent it, before any clean-up: a `..` or `.`
/// segment, an encoded slash or backslash (`%2f`, `%5c`), a NUL or another control
/// character, or a path that does not start with `/` is refused as malformed (400)
/// rather than normalised into something else. What remains is looked up inside the
/// site with links resolved; a name starting with `.`, a folder without `index.html`,
/// anything that is not a regular file and anything whose real path leaves the site
/// (a link) is not found (404), so nothing tells a file outside from a missing one.
enum SiteRequestPath: Equatable, Sendable {
  /// A regular file of the site, by its real path.
  case file(String)
  /// Nothing the site serves is there: 404.
  case notFound
  /// A path no page of the site links to (`..`, an encoded slash, a NUL): 400.
  case malformed

  /// Resolves `target`, a request's path still percent-encoded and without its query,
  /// in the folder `site`.
  static func resolve(_ target: String, in site: String) -> SiteRequestPath {
    guard target.hasPrefix("/") else { return .malformed }
    let lowered = target.lowercased()
    guard !["%2f", "%5c", "%00"].contains(where: lowered.contains) else { return .malformed }
    guard let decoded = target.removingPercentEncoding else { return .malformed }
    let forbidden = decoded.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }
    guard !forbidden else { return .malformed }
    let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
    guard !segments.contains(where: { $0 == "." || $0 == ".." }) else { return .malformed }
    guard !segments.contains(where: { $0.hasPrefix(".") }) else { return .notFound }
    guard let root = realPath(site) else { return .notFound }
    var candidate = segments.isEmpty ? root : root + "/" + segments.joined(separator: "/")
    if kind(candidate) == .folder { candidate += "/index.html" }
    guard let real = realPath(candidate), real.hasPrefix(root == "/" ? "/" : root + "/"), kind(real) == .file
    else { return .notFound }
    return .file(real)
  }

  /// Whether a request for `target` asks for a page (an HTML file or a folder's index)
  /// rather than an asset: the requests a failed build answers with its report.
  static func isPage(_ target: String) -> Bool {
    let lowered = target.lowercased()
    return lowered.hasSuffix("/") || lowered.hasSuffix(".html") || lowered.hasSuffix(".htm")
  }

  private enum Kind { case file, folder, other }

  private static func kind(_ path: String) -> Kind {
    var status = stat()
    guard stat(path, &status) == 0 else { return .other }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .folder
    default: return .other
    }
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
