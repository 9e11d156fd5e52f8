import FlyingFox
import Foundation

/// Answers `folio serve`'s requests: the site's files (pages with the live-reload
/// script), the reload channel, or the status page while the book is building or
/// failing. Only GET and HEAD, only for a host naming this machine, only files inside
/// the site (``SiteRequestPath``); every answer carries a Content-Security-Policy that
/// lets no inline script, event handler or `javascript:` address run.
struct SiteResponder: HTTPHandler {
  /// The site folder served until a build names another (``ServedBook/site``); `nil`
  /// for none yet.
  var site: String?
  /// What the last build left.
  var book: ServedBook
  /// How long the reload channel holds a request before answering "no change".
  var longPoll: Duration = .seconds(20)

  /// The policy of every answer: scripts only from this server (the site's own
  /// assets and the reload script), so a page's text can run none.
  static let contentSecurityPolicy =
    "script-src 'self'; object-src 'none'; base-uri 'none'; connect-src 'self'; frame-ancestors 'none'"

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    guard request.method == .GET || request.method == .HEAD else {
      return answer(
        .methodNotAllowed, text: "folio serve answers GET and HEAD only\n", extra: [HTTPHeader("Allow"): "GET, HEAD"])
    }
    guard Self.isLocal(host: request.headers[.host]) else {
      return answer(.badRequest, text: "folio serve answers only requests for 127.0.0.1 or localhost\n")
    }
    let target = request.target.path(percentEncoded: true)
    var response = await respond(to: target, query: request.target.query(percentEncoded: true))
    if request.method == .HEAD { response.payload = .httpBody(HTTPBodySequence(data: Data())) }
    return response
  }

  private func respond(to target: String, query: String) async -> HTTPResponse {
    if target == LiveReload.scriptPath {
      return answer(.ok, body: Data(LiveReload.script.utf8), type: "text/javascript; charset=utf-8")
    }
    if target == LiveReload.changesPath {
      let seen = query.split(separator: "&").compactMap { item -> Int? in
        item.hasPrefix("since=") ? Int(item.dropFirst("since=".count)) : nil
      }.first
      let generation =
        if let seen { await book.generation(after: seen, waitingAtMost: longPoll) } else { await book.generation }
      return answer(.ok, text: "\(generation)\n")
    }
    let folder = await book.site ?? site
    let resolved = folder.map { SiteRequestPath.resolve(target, in: $0) } ?? .notFound
    if resolved == .malformed {
      return answer(.badRequest, text: "folio serve refuses this path: it could lead outside the site\n")
    }
    let status = await book.status
    let generation = await book.generation
    let isPage: Bool
    if case .file(let path) = resolved {
      isPage = SiteRequestPath.isPage(path)
    } else {
      isPage = SiteRequestPath.isPage(target)
    }
    // A failing build shows its report in place of every page; a first build, in place
    // of the pages not written yet.
    if isPage, let page = StatusPage.html(for: status, generation: generation) {
      if case .failed = status { return answer(.ok, body: Data(page.utf8), type: Self.htmlType) }
      if resolved == .notFound { return answer(.ok, body: Data(page.utf8), type: Self.htmlType) }
    }
    guard case .file(let path) = resolved, let data = FileManager.default.contents(atPath: path) else {
      return answer(.notFound, text: "not found\n")
    }
    if SiteRequestPath.isPage(path) {
      let page = LiveReload.inject(into: String(decoding: data, as: UTF8.self), generation: generation)
      return answer(.ok, body: Data(page.utf8), type: Self.htmlType)
    }
    return answer(.ok, body: data, type: Self.contentType(of: path))
  }

  /// Whether a `Host` header names this machine's loopback (a page of another site,
  /// its name pointed at 127.0.0.1, cannot read the book through the browser).
  static func isLocal(host: String?) -> Bool {
    guard let host else { return true }  // HTTP/1.0
    var name = Substring(host.lowercased())
    if let colon = name.lastIndex(of: ":"), name[name.index(after: colon)...].allSatisfy(\.isNumber) {
      name = name[..<colon]
    }
    return name == "127.0.0.1" || name == "localhost"
  }

  static let htmlType = "text/html; charset=utf-8"

  /// The media type of a site file, by its extension; unknown ones are bytes, never
  /// sniffed into HTML or script.
  static func contentType(of path: String) -> String {
    let name = path.lowercased()
    let ext = name.range(of: ".", options: .backwards).map { String(name[$0.upperBound...]) } ?? ""
    switch ext {
    case "html", "htm": return htmlType
    case "css": return "text/css; charset=utf-8"
    case "js": return "text/javascript; charset=utf-8"
    case "json": return "application/json"
    case "txt", "md": return "text/plain; charset=utf-8"
    case "png": return "image/png"
    case "jpg", "jpeg": return "image/jpeg"
    case "gif": return "image/gif"
    case "webp": return "image/webp"
    case "svg": return "image/svg+xml"
    case "ico": return "image/x-icon"
    case "pdf": return "application/pdf"
    case "woff2": return "font/woff2"
    default: return "application/octet-stream"
    }
  }

  private func answer(
    _ status: HTTPStatusCode, text: String, extra: [HTTPHeader: String] = [:]
  ) -> HTTPResponse {
    answer(status, body: Data(text.utf8), type: "text/plain; charset=utf-8", extra: extra)
  }

  private func answer(
    _ status: HTTPStatusCode, body: Data, type: String, extra: [HTTPHeader: String] = [:]
  ) -> HTTPResponse {
    var headers = HTTPHeaders()
    headers[.contentType] = type
    headers[HTTPHeader("Content-Security-Policy")] = Self.contentSecurityPolicy
    headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
    headers[HTTPHeader("Referrer-Policy")] = "no-referrer"
    headers[HTTPHeader("Cache-Control")] = "no-store"
    for (name, value) in extra { headers[name] = value }
    return HTTPResponse(statusCode: status, headers: headers, body: body)
  }
}
