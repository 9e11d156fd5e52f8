import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

#if canImport(Glibc)
  import Glibc
#endif

/// Hostile scenarios (the `hostile` fixture book) checked as a user would check a
/// stranger's pull request: each attack runs, and each must find itself confined.
@Suite(.enabled(if: TestSandbox.available, "this machine cannot create user namespaces"))
struct SandboxEndToEndTests {
  /// A copy of the fixture with its placeholders filled in, a site and a cache beside
  /// it, and a listening socket on folio's machine.
  struct Setup {
    var root: String
    var marker = "folio-survivor-\(UUID().uuidString)"
    var listener: Int32 = -1
    var port: UInt16 = 0

    init() throws {
      root = try makeTemporaryFolder("folio-hostile")
      let fixture = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/hostile").path
      try FileManager.default.copyItem(atPath: fixture, toPath: root + "/book")
      try write("original", to: root + "/site/index.html")
      try write("entry", to: root + "/cache/entry")
      (listener, port) = try Self.listenOnLoopback()
      let chapter = root + "/book/chapters/01-escape.md"
      var text = String(decoding: try #require(FileManager.default.contents(atPath: chapter)), as: UTF8.self)
      let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
      for (placeholder, value) in [
        ("@BOOK@", root + "/book"), ("@SITE@", root + "/site"), ("@CACHE@", root + "/cache"), ("@HOME@", home),
        ("@PORT@", "\(port)"), ("@MARKER@", marker),
      ] {
        text = text.replacingOccurrences(of: placeholder, with: value)
      }
      try write(text, to: chapter)
    }

    /// A TCP socket listening on 127.0.0.1: reachable from anything on folio's network.
    static func listenOnLoopback() throws -> (Int32, UInt16) {
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(socket, $0, length) == 0 && Glibc.listen(socket, 8) == 0 && getsockname(socket, $0, &length) == 0
        }
      }
      try #require(bound)
      return (socket, UInt16(bigEndian: address.sin_port))
    }

    func check(sandboxed: Bool) async throws -> BookCheckResult {
      let options = BookCheckOptions(
        paths: [root + "/book/chapters"], timeout: 20, workDirectory: root + "/work", engine: try TestEngine.location(),
        cacheDirectory: root + "/cache", moduleCacheDirectory: TestEngine.moduleCache, sandboxed: sandboxed)
      return await BookCheck(options: options).run()
    }

    func remove() {
      close(listener)
      TestSandbox.kill(containing: marker)
      try? FileManager.default.removeItem(atPath: root)
    }
  }

  static func lines(_ result: BookCheckResult, _ scenario: String) -> [String] {
    result.runs.first { $0.transcript.scenario == scenario }?.realLines ?? ["no run of \(scenario)"]
  }

  static func problems(_ result: BookCheckResult, _ scenario: String) -> [String] {
    result.runs.first { $0.transcript.scenario == scenario }?.problems.map(\.message) ?? ["no run of \(scenario)"]
  }

  @Test func hostileScenariosFindEveryAttackImpossible() async throws {
    let setup = try Setup()
    defer { setup.remove() }
    setenv("FOLIO_TEST_SECRET", "x", 1)
    let result = try await setup.check(sandboxed: true)
    #expect(result.report.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.report.rendered)")

    // The book, the site and the cache: not visible, not writable.
    #expect(Self.lines(result, "delete-chapter") == ["removed: false", "visible: false"])
    #expect(FileManager.default.fileExists(atPath: setup.root + "/book/chapters/02-victim.md"))
    #expect(Self.lines(result, "write-site") == ["wrote: false"])
    #expect(FileManager.default.contents(atPath: setup.root + "/site/index.html") == Data("original".utf8))
    #expect(
      Self.lines(result, "write-cache") == ["cache visible: false", "planted: false", "libraries listed: false"])
    #expect(!FileManager.default.fileExists(atPath: setup.root + "/cache/planted"))
    #expect(Self.lines(result, "read-secrets") == ["shadow: false", "home listed: false", "root listed: false"])

    // Nobody, with nothing of folio's environment.
    let identity = Self.lines(result, "identity")
    let uid = geteuid() == 0 ? 65534 : getuid()
    #expect(identity.first == "uid \(uid) euid \(uid)")
    #expect(identity.dropFirst().first == "secret: nil")
    let variables = Set((identity.last ?? "").dropFirst("variables: ".count).split(separator: " ").map(String.init))
    #expect(
      variables.isSubset(of: ["HOME", "PATH", "PWD", "SWIFT_BACKTRACE", "TMPDIR", "TZ", "LANG", "LC_ALL"]),
      "\(variables)")

    #expect(Self.lines(result, "network") == ["connected to folio's machine: false"])

    // Nothing it started outlives its run, however it was detached.
    #expect(Self.lines(result, "survivors") == ["started: true"], "\(Self.problems(result, "survivors"))")
    #expect(TestSandbox.processes(containing: setup.marker) == [])
    #expect(Self.lines(result, "fork-bomb") == ["refused before 100000: true"], "\(Self.problems(result, "fork-bomb"))")

    // Memory and file size: stopped, and the message says which limit.
    #expect(
      Self.problems(result, "memory").first?.hasPrefix("scenario 'memory' crashed: ") == true
        && Self.problems(result, "memory").first?.contains("it ran out of its 4 GB of memory") == true,
      "\(Self.problems(result, "memory"))")
    #expect(
      Self.problems(result, "fill-tmp").first?.hasSuffix(
        "crashed: killed by signal 25 (SIGXFSZ): it wrote a file larger than 64 MB") == true,
      "\(Self.problems(result, "fill-tmp"))")
  }

  /// The same attacks without the sandbox (only the harmless ones): they succeed, so
  /// the test above would fail if the sandbox did nothing.
  @Test func withoutTheSandboxTheAttacksSucceed() async throws {
    let setup = try Setup()
    defer { setup.remove() }
    let chapter = setup.root + "/book/chapters/01-escape.md"
    let text = String(decoding: try #require(FileManager.default.contents(atPath: chapter)), as: UTF8.self)
    // Drop the scenarios that would really exhaust this machine.
    let harmless = text.components(separatedBy: "```swift scenario=fork-bomb")[0]
    try write(harmless, to: chapter)
    let result = try await setup.check(sandboxed: false)
    #expect(Self.lines(result, "delete-chapter") == ["removed: true", "visible: false"])
    #expect(Self.lines(result, "write-site") == ["wrote: true"])
    #expect(Self.lines(result, "network") == ["connected to folio's machine: true"])
    #expect(TestSandbox.processes(containing: setup.marker) != [])
  }
}
