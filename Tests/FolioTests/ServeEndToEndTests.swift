import FlyingSocks
import Foundation
import Testing

@testable import FolioSiteServer
@testable import FolioToolchain

/// `folio serve` as an author runs it, in a book `folio init` wrote: it answers on
/// localhost, a saved edit reaches the page, a failing edit shows its diagnostics in
/// the page and leaves the last good site on disk, and Ctrl-C stops it cleanly.
@Suite struct ServeEndToEndTests {
  /// A `folio serve` running in `book`, its output going to files.
  final class Served: @unchecked Sendable {
    let process = Process()
    let output: String
    private var status: Int32?
    private var waiters: [CheckedContinuation<Int32, Never>] = []
    private let lock = NSLock()

    init(_ arguments: [String], in book: String) throws {
      output = book + "/../serve-output"
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
      FileManager.default.createFile(atPath: output + "/out", contents: nil)
      process.executableURL = URL(fileURLWithPath: try TestEngine.location().directory + "/folio")
      process.arguments = ["serve"] + arguments
      process.currentDirectoryURL = URL(fileURLWithPath: book)
      process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output + "/out"))
      process.standardError = process.standardOutput
      process.standardInput = FileHandle.nullDevice
      process.terminationHandler = { [self] ended in
        lock.lock()
        status = ended.terminationStatus
        let waiting = waiters
        waiters = []
        lock.unlock()
        for waiter in waiting { waiter.resume(returning: ended.terminationStatus) }
      }
      try process.run()
    }

    /// What it printed so far.
    var printed: String {
      String(decoding: FileManager.default.contents(atPath: output + "/out") ?? Data(), as: UTF8.self)
    }

    /// Its exit status, once it has exited.
    func exited() async -> Int32 {
      await withCheckedContinuation { continuation in
        lock.lock()
        if let status {
          lock.unlock()
          continuation.resume(returning: status)
        } else {
          waiters.append(continuation)
          lock.unlock()
        }
      }
    }

    /// Sends `signal` and waits for the exit status.
    func stop(_ signal: Int32 = SIGTERM) async -> Int32 {
      if process.isRunning { kill(process.processIdentifier, signal) }
      return await exited()
    }
  }

  /// A new book from `folio init`, in a folder removed by the caller.
  static func newBook() async throws -> (folder: String, book: String) {
    let folder = try makeTemporaryFolder("folio-serve")
    let made = try await runFolio(["init", "book"], in: folder)
    #expect(made.status == 0, "\(made.stdout)\(made.stderr)")
    return (folder, folder + "/book")
  }

  @Test func aSavedEditReachesThePageAndAFailingOneShowsItsDiagnosticsUntilFixed() async throws {
    let (folder, book) = try await Self.newBook()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let port = try LocalHTTP.freePort()
    let served = try Served(["--port", "\(port)", "--quiet", "--color", "never"], in: book)
    var stopped = false
    defer { if !stopped { Task { [served] in _ = await served.stop() } } }

    // The first build: the landing page, with the book's title.
    let index = await LocalHTTP.poll("/", port: port, while: { served.process.isRunning }) {
      $0.body.contains("<h1") && $0.body.contains("My Book")
    }
    #expect(index?.status == 200, "\(served.printed)")
    #expect(index?.body.contains("data-generation=\"1\"") == true)
    let builtPage = try String(contentsOfFile: book + "/site/02-plain-swift.html", encoding: .utf8)
    #expect(!builtPage.contains(LiveReload.prefix), "the site on disk carries no reload script")

    // A saved edit reaches the served page.
    let chapter = book + "/chapters/02-plain-swift.md"
    let original = try String(contentsOfFile: chapter, encoding: .utf8)
    try write(original + "\nA sentence saved while serving.\n", to: chapter)
    let edited = await LocalHTTP.poll("/02-plain-swift.html", port: port, while: { served.process.isRunning }) {
      $0.body.contains("A sentence saved while serving.")
    }
    #expect(edited != nil && edited!.body.contains("A sentence saved while serving."), "\(served.printed)")
    let goodSite = try String(contentsOfFile: book + "/site/02-plain-swift.html", encoding: .utf8)

    // A failing edit: the page shows the diagnostic, escaped, at its file:line.
    try write(original.replacingOccurrences(of: "Fizz\n4\n", with: "Fizz\n<b>four</b>\n"), to: chapter)
    let failing = await LocalHTTP.poll("/02-plain-swift.html", port: port, while: { served.process.isRunning }) {
      $0.body.contains("The book does not build")
    }
    let diagnostic = failing?.body ?? ""
    #expect(diagnostic.contains("chapters/02-plain-swift.md:"), "\(diagnostic)\n\(served.printed)")
    #expect(diagnostic.contains("transcript of scenario &#39;fizzbuzz&#39; does not match the real output"))
    #expect(diagnostic.contains("&lt;b&gt;four&lt;/b&gt;"))
    #expect(!diagnostic.contains("<b>four"))
    // The last good site stays on disk.
    #expect(try String(contentsOfFile: book + "/site/02-plain-swift.html", encoding: .utf8) == goodSite)

    // Fixed, the page is the chapter again.
    try write(original, to: chapter)
    let fixed = await LocalHTTP.poll("/02-plain-swift.html", port: port, while: { served.process.isRunning }) {
      $0.body.contains("<h1") && $0.body.contains("Plain Swift") && !$0.body.contains("does not build")
    }
    #expect(fixed != nil && !fixed!.body.contains("A sentence saved while serving."), "\(served.printed)")

    // folio.toml is part of the book: a new title is a rebuild, an unknown key an error
    // shown at its line.
    let config = book + "/folio.toml"
    let settings = try String(contentsOfFile: config, encoding: .utf8)
    try write(settings.replacingOccurrences(of: "title = \"My Book\"", with: "title = \"Retitled\""), to: config)
    let retitled = await LocalHTTP.poll("/", port: port, while: { served.process.isRunning }) {
      $0.body.contains("<title>Retitled</title>")
    }
    #expect(retitled != nil && retitled!.body.contains("<title>Retitled</title>"), "\(served.printed)")
    try write(settings + "\n[output]\n", to: config)
    let badConfig = await LocalHTTP.poll("/", port: port, while: { served.process.isRunning }) {
      $0.body.contains("The book does not build")
    }
    #expect(badConfig?.body.contains("folio.toml:") == true, "\(badConfig?.body ?? "")\n\(served.printed)")
    #expect(badConfig?.body.contains("unknown key") == true)

    // Ctrl-C: it exits as an interrupted folio does, frees the port and leaves no process
    // working in the book.
    stopped = true
    let status = await served.stop(SIGINT)
    let printed = served.printed
    #expect(status == 128 + SIGINT, "\(printed)")
    #expect((try? await LocalHTTP.request("/", port: port)) == nil)
    #expect(Self.processes(mentioning: folder).isEmpty)
    #expect(printed.contains("folio serve: serving"))
    #expect(printed.contains("http://127.0.0.1:\(port)/"))
  }

  /// Started in a subfolder of a book whose `folio.toml` is broken, serve watches the
  /// book's config (found upward), not the current folder's: fixing it builds the book,
  /// and the pages come from the folder the config names. A `site.out` changed while
  /// serving moves the folder served (and it says so).
  @Test func fromASubfolderAFixedConfigReachesThePageAndANewSiteFolderIsServed() async throws {
    let (folder, book) = try await Self.newBook()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let config = book + "/folio.toml"
    let settings = try String(contentsOfFile: config, encoding: .utf8)
    try write(settings + "\n[output]\n", to: config)
    let port = try LocalHTTP.freePort()
    let served = try Served(["--port", "\(port)", "--quiet", "--color", "never"], in: book + "/chapters")
    defer { Task { [served] in _ = await served.stop() } }

    let broken = await LocalHTTP.poll("/", port: port, while: { served.process.isRunning }) {
      $0.body.contains("The book does not build")
    }
    #expect(broken?.body.contains("unknown key") == true, "\(broken?.body ?? "")\n\(served.printed)")

    try write(settings, to: config)
    let fixed = await LocalHTTP.poll("/", port: port, while: { served.process.isRunning }) {
      $0.body.contains("<title>My Book</title>")
    }
    #expect(fixed?.body.contains("<title>My Book</title>") == true, "\(served.printed)")
    #expect(FileManager.default.fileExists(atPath: book + "/site/index.html"))
    #expect(!FileManager.default.fileExists(atPath: book + "/chapters/site"))

    let moved = settings.replacingOccurrences(of: "out = \"site\"", with: "out = \"public\"")
      .replacingOccurrences(of: "title = \"My Book\"", with: "title = \"Moved\"")
    try write(moved, to: config)
    let movedPage = await LocalHTTP.poll("/", port: port, while: { served.process.isRunning }) {
      $0.body.contains("<title>Moved</title>")
    }
    #expect(movedPage?.body.contains("<title>Moved</title>") == true, "\(served.printed)")
    #expect(FileManager.default.fileExists(atPath: book + "/public/index.html"))
    #expect(try String(contentsOfFile: book + "/site/index.html", encoding: .utf8).contains("<title>My Book</title>"))
    #expect(served.printed.contains("the site folder is now"), "\(served.printed)")
  }

  @Test func aPortInUseIsAToolFailureNamingItBeforeAnyBuild() async throws {
    let (folder, book) = try await Self.newBook()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (socket, port) = try LocalHTTP.occupiedPort()
    defer { try? socket.close() }
    let run = try await runFolio(["serve", "--port", "\(port)", "--color", "never"], in: book)
    #expect(run.status == 3)
    #expect(
      run.stdout.contains("folio: error: cannot serve on 127.0.0.1:\(port): the port is already in use"),
      "\(run.stdout)")
    #expect(run.stdout.contains("--port"))
    #expect(!FileManager.default.fileExists(atPath: book + "/site"), "nothing was built")
  }

  @Test(arguments: [
    ["--port", "0"], ["--port=-1"], ["--port", "65536"], ["--port", "http"], ["--port", "3000.5"], ["--update"],
  ])
  func aBadPortOrUpdateIsAUsageError(_ arguments: [String]) async throws {
    let (folder, book) = try await Self.newBook()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try await runFolio(["serve"] + arguments, in: book)
    #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains(arguments[0].hasPrefix("--port") ? "--port" : "--update"), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  /// `--update` is refused by serve, so its help does not offer it; test and build do.
  @Test func serveHelpDoesNotOfferUpdate() async throws {
    let folder = try makeTemporaryFolder("folio-serve-help")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for command in ["serve", "build", "test"] {
      let help = try await runFolio([command, "--help"], in: folder)
      #expect(help.status == 0, "\(help.stderr)")
      #expect(help.stdout.contains("USAGE: folio \(command)"), "\(help.stdout)")
      #expect(help.stdout.contains("--update") == (command != "serve"), "\(command): \(help.stdout)")
      #expect(help.stdout.contains("--timeout"), "\(command): \(help.stdout)")
    }
  }

  /// The processes whose command line or working folder names `path`.
  static func processes(mentioning path: String) -> [String] {
    let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { Int($0) != nil } ?? []
    return ids.filter { id in
      let line = FileManager.default.contents(atPath: "/proc/\(id)/cmdline").map { String(decoding: $0, as: UTF8.self) }
      let folder = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(id)/cwd")
      return line?.contains(path) == true || folder?.hasPrefix(path) == true
    }
  }
}
