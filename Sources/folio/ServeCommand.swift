import ArgumentParser
import FolioCore
import FolioPipeline
import FolioServe
import FolioToolchain
import Foundation

/// `folio serve`: builds the book, serves the site on 127.0.0.1, and rebuilds and
/// reloads the open page whenever a file of the book is saved.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Build the book, serve its site on 127.0.0.1, and rebuild and reload on every save.")

  /// mdBook's default port.
  static let defaultPort = 3000

  @Option(help: "The port to serve on, 1 to 65535 (only on 127.0.0.1, this machine).")
  var port = Self.defaultPort

  @Option(help: "The folder of chapters (default: the book's, from folio.toml, else chapters).")
  var chapters: String?

  @Option(help: "The folder the site is written to (default: the book's, from folio.toml, else site).")
  var out: String?

  @OptionGroup var options: CheckOptions

  /// Not offered (a rebuild on every save must not rewrite the chapter being edited),
  /// and not listed in `--help`: read only to refuse it with a hint rather than as an
  /// unknown option.
  @Flag(help: ArgumentHelp(visibility: .private))
  var update = false

  private var build: SiteBuild { SiteBuild(chapters: chapters, out: out, options: options) }

  /// Refuses a port that is not one, `--update` (a rebuild on every save must not rewrite
  /// the chapter being edited), and an `--out` that is not folio's, before any work.
  func validate() throws {
    guard (1...65535).contains(port) else {
      throw ValidationError("--port must be a port number from 1 to 65535, not \(port)")
    }
    guard !update else {
      throw ValidationError(
        "folio serve does not take --update: it would rewrite chapters while you edit them\n"
          + "hint: run 'folio test --update' on its own, then serve")
    }
    try build.validate()
  }

  func run() async throws {
    Interruption.install()
    let build = self.build
    let site = LiveSite(
      site: build.siteFolder, port: UInt16(port),
      server: EngineLocation.installedFile(SiteServerProcess.executableName),
      initialWatch: build.files(),
      log: {
        print("folio serve: \($0)")
        // Shown as it happens, with the build's report before it, in a pipe or a file too.
        fflush(nil)
      },
      // Stopped before folio exits: the port is free once folio has gone.
      started: { server in Interruption.onInterrupt { server.stop() } },
      build: {
        let outcome = await build.run()
        return SiteBuildReport(failure: outcome.failure, watched: outcome.watched, site: outcome.site)
      })
    do throws(ToolFailure) {
      try await site.run()
    } catch {
      print(error.rendered(in: options.style))
      throw ExitCode.toolFailure
    }
  }
}
