import ArgumentParser
import FolioCore
import FolioPipeline
import FolioSite
import FolioToolchain

/// `folio build`: checks the book, then writes the site only if every check agreed.
struct BuildCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build", abstract: "Check the book, then write its static HTML site.")

  @Option(help: "The folder of chapters (default: the book's, from folio.toml, else chapters).")
  var chapters: String?

  @Option(help: "The folder the site is written to (default: the book's, from folio.toml, else site).")
  var out: String?

  @OptionGroup var updating: UpdateOption

  @OptionGroup var options: CheckOptions

  @OptionGroup var results: ResultsOptions

  private var build: SiteBuild {
    SiteBuild(chapters: chapters, out: out, options: options, update: updating.update, results: results)
  }

  /// Refuses an `--out` that is not folio's to replace, before any work.
  func validate() throws {
    try build.validate()
  }

  func run() async throws {
    Interruption.install()
    let outcome = await build.run()
    if outcome.status != .agreed { throw ExitCode(outcome.status) }
  }
}
