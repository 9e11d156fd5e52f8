import FlyingSocks
import Foundation
import Testing

@testable import FolioCore
@testable import FolioSiteServer

/// `folio serve`'s server, on a free port of 127.0.0.1: what it answers, what it
/// refuses, and that it never changes the site on disk.
@Suite struct SiteServerTests {
  /// A server for a fresh copy of ``SiteRequestPathTests/makeSite()``; stopped by the caller.
  static func serve(_ status: ServedBook.Status = .ready) async throws -> (
    server: SiteServer, port: UInt16, book: ServedBook, folder: String
  ) {
    let (site, folder) = try SiteRequestPathTests.makeSite()
    let book = ServedBook()
    if status != .building { await book.finished(status) }
    let server = try SiteServer(site: site, port: 0, book: book, longPoll: .milliseconds(200))
    return (server, try await server.start(), book, folder)
  }

  @Test func itAnswersOnLocalhostWithTheIndexPageAndTheReloadScriptInjected() async throws {
    let (server, port, _, folder) = try await Self.serve()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let page = try await LocalHTTP.request("/", port: port)
    await server.stop()
    #expect(page.status == 200)
    #expect(page.body.contains("home"))
    #expect(
      page.body.contains("<script src=\"/.folio-serve/reload.js\" data-generation=\"1\" defer></script>\n</head>"))
    #expect(page.headers["content-security-policy"]?.contains("script-src 'self'") == true)
    #expect(page.headers["content-type"] == "text/html; charset=utf-8")
    // Only the answer carries the script: the file is as the build wrote it.
    let onDisk = try String(contentsOfFile: folder + "/site/index.html", encoding: .utf8)
    #expect(onDisk == "<html><head></head><body>home</body></html>")
  }

  @Test(arguments: [
    "/../secret.txt", "/assets/../../secret.txt", "/%2e%2e/secret.txt", "/%2e%2e%2fsecret.txt", "/..%2fsecret.txt",
    "/a%00b", "/a\u{0}b", "/leak.txt", "/up/secret.txt", "/etc/passwd", "/.folio-site",
  ])
  func aPathLeadingOutOfTheSiteIsRefusedWithoutItsContent(_ target: String) async throws {
    let (server, port, _, folder) = try await Self.serve()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/site/leak.txt", withDestinationPath: folder + "/secret.txt")
    try FileManager.default.createSymbolicLink(atPath: folder + "/site/up", withDestinationPath: folder)
    let response = try await LocalHTTP.request(target, port: port)
    await server.stop()
    #expect([400, 404].contains(response.status), "\(target): \(response.status)")
    #expect(!response.body.contains("SECRET"))
    #expect(!response.body.contains("marker"))
  }

  @Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS", "TRACE"])
  func onlyGetAndHeadAreAnswered(_ method: String) async throws {
    let (server, port, _, folder) = try await Self.serve()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let response = try await LocalHTTP.request("/index.html", port: port, method: method)
    let head = try await LocalHTTP.request("/index.html", port: port, method: "HEAD")
    await server.stop()
    #expect(response.status == 405)
    #expect(response.headers["allow"] == "GET, HEAD")
    #expect(!response.body.contains("home"))
    #expect(head.status == 200)
    #expect(head.body.isEmpty)
  }

  /// A build that names another site folder (a `site.out` changed while serving) moves
  /// what is served there; one that names none leaves it where it was.
  @Test func theFolderServedIsTheOneTheLastBuildNamed() async throws {
    let (server, port, book, folder) = try await Self.serve()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("<html><head></head><body>moved</body></html>", to: folder + "/public/index.html")
    let before = try await LocalHTTP.request("/", port: port)
    await book.finished(.ready, site: folder + "/public")
    let moved = try await LocalHTTP.request("/", port: port)
    await book.finished(.ready)
    let kept = try await LocalHTTP.request("/", port: port)
    await server.stop()
    #expect(before.body.contains("home"))
    #expect(moved.body.contains("moved") && !moved.body.contains("home"))
    #expect(kept.body.contains("moved"))
  }

  @Test func aRequestForAnotherHostIsRefused() async throws {
    let (server, port, _, folder) = try await Self.serve()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let foreign = try await LocalHTTP.request("/", port: port, host: "attacker.example")
    let local = try await LocalHTTP.request("/", port: port, host: "localhost:\(port)")
    await server.stop()
    #expect(foreign.status == 400)
    #expect(!foreign.body.contains("home"))
    #expect(local.status == 200)
  }

  @Test func aFailedBuildShowsItsReportEscapedInPlaceOfEveryPageButNotOfAssets() async throws {
    let report = "chapters/01.md:7:1: error: transcript of scenario 'X' <script>alert(1)</script> & more"
    let (server, port, book, folder) = try await Self.serve(.failed(report: report))
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let page = try await LocalHTTP.request("/index.html", port: port)
    let missing = try await LocalHTTP.request("/02-next.html", port: port)
    let asset = try await LocalHTTP.request("/assets/folio.css", port: port)
    await book.finished(.ready)
    let fixed = try await LocalHTTP.request("/index.html", port: port)
    await server.stop()
    #expect(page.status == 200)
    #expect(page.body.contains("chapters/01.md:7:1: error: transcript of scenario &#39;X&#39;"))
    #expect(page.body.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more"))
    #expect(!page.body.contains("<script>alert"))
    #expect(page.body.contains("data-generation=\"1\""))
    #expect(missing.body.contains("chapters/01.md:7:1"))
    #expect(asset.body == "body {}")
    #expect(fixed.body.contains("home"))
    #expect(fixed.body.contains("data-generation=\"2\""))
  }

  @Test func theReloadChannelCarriesOnlyTheGeneration() async throws {
    let (server, port, book, folder) = try await Self.serve()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let same = try await LocalHTTP.request("/.folio-serve/changes?since=1", port: port)
    await book.finished(.failed(report: "chapters/01.md:1:1: error: <b>"))
    let next = try await LocalHTTP.request("/.folio-serve/changes?since=1", port: port)
    let script = try await LocalHTTP.request("/.folio-serve/reload.js", port: port)
    await server.stop()
    #expect(same.body == "1\n")
    #expect(next.body == "2\n")
    #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
    #expect(script.body == LiveReload.script)
  }

  @Test func aPortInUseIsATypedFailureNamingThePort() async throws {
    let (socket, port) = try LocalHTTP.occupiedPort()
    defer { try? socket.close() }
    let server = try SiteServer(site: NSTemporaryDirectory(), port: port, book: ServedBook())
    await #expect(throws: ToolFailure.portInUse(port)) { _ = try await server.start() }
    #expect(ToolFailure.portInUse(port).message.contains("127.0.0.1:\(port)"))
    #expect(ToolFailure.portInUse(port).hint?.contains("--port") == true)
  }

  @Test func itListensOnLoopbackOnly() async throws {
    let (server, port, _, folder) = try await Self.serve()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The kernel's table of listening TCP sockets: local address 127.0.0.1 (0100007F, in
    // the machine's byte order) at the port, and on no other address.
    let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
    await server.stop()
    let local = ":" + String(format: "%04X", port)
    var listening: [String] = []
    for line in table.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: " ").map(String.init)
      if fields.count > 3, fields[3] == "0A", fields[1].hasSuffix(local) {
        listening.append(String(fields[1].prefix(8)))
      }
    }
    #expect(listening == ["0100007F"])
  }
}
