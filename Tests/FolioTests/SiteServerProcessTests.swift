import Foundation
import Testing

@testable import FolioCore
@testable import FolioServe
@testable import FolioToolchain

/// `folio serve`'s site server as a process: found beside folio or where `make install`
/// puts it, listening once started, told each build, and gone once folio lets go of it.
@Suite struct SiteServerProcessTests {
  /// The built server, beside the engine and folio in the build folder.
  static var builtServer: String {
    get throws { try TestEngine.location().directory + "/" + SiteServerProcess.executableName }
  }

  /// The server lives with the engine: beside folio in a build folder, in `lib/folio`
  /// once installed (the layout ``EngineLocation/installedDirectory(executable:)`` reads).
  @Test func theServerIsFoundWhereTheEngineIs() throws {
    let folder = try makeTemporaryFolder("folio-site-server-place")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let folio = folder + "/bin/folio"
    try write("", to: folio)
    let name = SiteServerProcess.executableName
    // Neither: beside, for the message.
    #expect(EngineLocation.installedFile(name, executable: folio) == folder + "/bin/folio-site-server")
    try write("", to: folder + "/lib/folio/Modules/ViewGraph.swiftmodule")
    #expect(EngineLocation.installedFile(name, executable: folio) == folder + "/lib/folio/folio-site-server")
    try write("", to: folder + "/bin/Modules/ViewGraph.swiftmodule")
    #expect(EngineLocation.installedFile(name, executable: folio) == folder + "/bin/folio-site-server")
  }

  @Test func aMissingServerIsAToolFailureNamingItsPathAndTheFix() async {
    let missing = NSTemporaryDirectory() + "no-such-folder-\(UUID())/folio-site-server"
    do {
      _ = try await SiteServerProcess.start(executable: missing, site: nil, port: 0)
      Issue.record("started a missing server")
    } catch {
      #expect(error.message.contains(missing))
      #expect(error.hint?.contains("make install") == true)
    }
  }

  /// `false` exits 1 without a word. (A script written by the test could not be run
  /// while another test's child, forked meanwhile, held it open for writing: ETXTBSY.)
  @Test func aServerThatExitsWithoutAnsweringIsAToolFailure() async throws {
    do {
      _ = try await SiteServerProcess.start(executable: "/bin/false", site: nil, port: 0)
      Issue.record("a silent server started")
    } catch {
      #expect(error.message.contains("stopped before it listened (exit status 1)"), "\(error.message)")
    }
  }

  @Test func theBuiltServerServesEachBuildAndExitsWhenFolioLetsGo() async throws {
    let (site, folder) = try SiteRequestPathTests.makeSite()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let server = try await SiteServerProcess.start(executable: try Self.builtServer, site: site, port: 0)
    let page = try await LocalHTTP.request("/", port: server.port)
    #expect(page.status == 200 && page.body.contains("home"))
    try server.finished(failure: "chapters/a.md:2:1: error: <i>no</i>", site: nil)
    let failed = await LocalHTTP.poll("/", port: server.port, for: .seconds(60)) { $0.body.contains("does not build") }
    #expect(failed?.body.contains("&lt;i&gt;no&lt;/i&gt;") == true)
    server.stop()
    #expect(!server.process.isRunning)
    #expect(server.process.terminationStatus == 0)
    #expect((try? await LocalHTTP.request("/", port: server.port)) == nil)
  }

  /// Ctrl-C stops the server before folio exits (``SiteServerProcess/stop()``): a page's
  /// held reload poll, which the server answers after its 20 s long poll at the latest,
  /// is cut rather than waited for. (A bound on hanging, not a speed goal: 15 s.)
  @Test func stoppingDoesNotWaitForAHeldReloadPoll() async throws {
    let server = try await SiteServerProcess.start(executable: try Self.builtServer, site: nil, port: 0)
    let poll = Task { try? await LocalHTTP.request("/.folio-serve/changes?since=0", port: server.port) }
    // The poll is held: generation 0 changes only with a build.
    try await Task.sleep(for: .milliseconds(500))
    let clock = ContinuousClock()
    let started = clock.now
    server.stop()
    #expect(clock.now - started < .seconds(15))
    #expect(server.process.terminationStatus == 0)
    _ = await poll.value
  }

  /// Ctrl-C can arrive while a build finishes: folio stops the server on one thread
  /// while the build's outcome is sent on another (install-test, 25 November, exited 3
  /// with "stopped (Bad file descriptor)" instead of 130).
  @Test func aBuildThatEndsAfterFolioStoppedTheServerIsNoFailure() async throws {
    let server = try await SiteServerProcess.start(executable: try Self.builtServer, site: nil, port: 0)
    server.stop()
    try server.finished(failure: nil, site: nil)
    try server.finished(failure: "a report", site: "/elsewhere")
  }

  @Test func aPortInUseIsTheServersOwnTypedFailure() async throws {
    let (socket, port) = try LocalHTTP.occupiedPort()
    defer { try? socket.close() }
    await #expect(
      throws: ToolFailure(
        "cannot serve on 127.0.0.1:\(port): the port is already in use",
        hint: "another program (or another folio serve) listens there: stop it, or choose a free port with --port")
    ) {
      _ = try await SiteServerProcess.start(executable: try Self.builtServer, site: nil, port: port)
    }
  }

  @Test func aBuildAfterTheServerStoppedIsAToolFailure() async throws {
    let server = try await SiteServerProcess.start(executable: try Self.builtServer, site: nil, port: 0)
    server.process.terminate()
    server.process.waitUntilExit()
    do {
      try server.finished(failure: nil, site: nil)
      Issue.record("a build reached a server that has stopped")
    } catch {
      #expect(error.message.hasPrefix("folio's site server stopped ("), "\(error.message)")
    }
  }
}
