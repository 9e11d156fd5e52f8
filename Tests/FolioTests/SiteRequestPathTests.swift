import Foundation
import Testing

@testable import FolioSiteServer

/// A request reaches only regular files inside the site folder: every way out is
/// refused (400) or not found (404), never followed.
@Suite struct SiteRequestPathTests {
  /// A site with a page, an asset, a hidden file, and beside it a secret.
  static func makeSite() throws -> (site: String, outside: String) {
    let folder = try makeTemporaryFolder("folio-serve-paths")
    try write("<html><head></head><body>home</body></html>", to: folder + "/site/index.html")
    try write("body {}", to: folder + "/site/assets/folio.css")
    try write("<p>part</p>", to: folder + "/site/part/index.html")
    try write("marker", to: folder + "/site/.folio-site")
    try write("SECRET", to: folder + "/secret.txt")
    return (folder + "/site", folder)
  }

  @Test func aPageAFolderAndAnAssetResolveInsideTheSite() throws {
    let (site, outside) = try Self.makeSite()
    defer { try? FileManager.default.removeItem(atPath: outside) }
    let root = ResolvedPathForTests.real(site)
    #expect(SiteRequestPath.resolve("/", in: site) == .file(root + "/index.html"))
    #expect(SiteRequestPath.resolve("/index.html", in: site) == .file(root + "/index.html"))
    #expect(SiteRequestPath.resolve("/part/", in: site) == .file(root + "/part/index.html"))
    #expect(SiteRequestPath.resolve("/assets/folio%2Ecss", in: site) == .file(root + "/assets/folio.css"))
    #expect(SiteRequestPath.resolve("//assets//folio.css", in: site) == .file(root + "/assets/folio.css"))
  }

  @Test(arguments: [
    "/../secret.txt", "/assets/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/.%2e/secret.txt",
    "/..%2fsecret.txt", "/assets%2f..%2f..%2fsecret.txt", "/..%5csecret.txt", "/index.html%00.css", "/a\u{0}b",
    "/./index.html", "../secret.txt", "secret.txt", "http://127.0.0.1/../secret.txt", "/%zz", "/a\\..\\secret.txt",
  ])
  func aPathThatCouldLeaveTheSiteIsMalformed(_ target: String) throws {
    let (site, outside) = try Self.makeSite()
    defer { try? FileManager.default.removeItem(atPath: outside) }
    #expect(SiteRequestPath.resolve(target, in: site) == .malformed)
  }

  @Test(arguments: ["/etc/passwd", "/secret.txt", "/.folio-site", "/assets", "/missing.html", "/assets/missing.css"])
  func anAbsoluteSystemPathAHiddenFileAndAMissingOneAreNotFound(_ target: String) throws {
    let (site, outside) = try Self.makeSite()
    defer { try? FileManager.default.removeItem(atPath: outside) }
    #expect(SiteRequestPath.resolve(target, in: site) == .notFound)
  }

  @Test func aLinkLeadingOutOfTheSiteIsNotFoundAndOneInsideIsFollowed() throws {
    let (site, outside) = try Self.makeSite()
    defer { try? FileManager.default.removeItem(atPath: outside) }
    try FileManager.default.createSymbolicLink(atPath: site + "/leak.txt", withDestinationPath: outside + "/secret.txt")
    try FileManager.default.createSymbolicLink(atPath: site + "/up", withDestinationPath: outside)
    try FileManager.default.createSymbolicLink(atPath: site + "/home.html", withDestinationPath: "index.html")
    #expect(SiteRequestPath.resolve("/leak.txt", in: site) == .notFound)
    #expect(SiteRequestPath.resolve("/up/secret.txt", in: site) == .notFound)
    #expect(SiteRequestPath.resolve("/home.html", in: site) == .file(ResolvedPathForTests.real(site) + "/index.html"))
  }
}

/// The real path of a folder (the temporary folder may itself be a link).
enum ResolvedPathForTests {
  static func real(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
