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

  @OptionGroup var options: CheckOptions

  @OptionGroup var results: ResultsOptions

  /// Refuses an `--out` that is not folio's to replace, before any work.
  func validate() throws {
    let book = BookLocation.find()
    let chapters = book.chapters(given: self.chapters.map { [$0] } ?? [])[0]
    let out = book.out(given: self.out)
    try options.checkScratchFolders(chapters: [chapters])
    let folders = options.checkOptions(paths: [chapters])
    do throws(FolioError) {
      try OutputFolder(out, writer: .site).check(
        chapters: [chapters], cacheDirectory: folders.cacheDirectory, workDirectory: folders.workDirectory,
        moduleCacheDirectory: folders.moduleCacheDirectory)
    } catch {
      throw ValidationError(refused: error)
    }
    try results.check(chapters: [chapters], replaced: out)
  }

  func run() async throws {
    Interruption.install()
    let book = BookLocation.find()
    try book.stopOnErrors(style: options.style)
    let out = book.out(given: self.out)
    var checkOptions = options.checkOptions(paths: book.chapters(given: chapters.map { [$0] } ?? []))
    checkOptions.config = book.file
    let check = BookCheck(options: checkOptions)
    let result = await check.run()
    let status = ResultsPublisher.publish(
      result.results, files: results.files, updatedPaths: result.updatedPaths, style: options.style,
      denyWarnings: options.denyWarnings)
    if status == .toolFailure { throw ExitCode(status) }
    guard status == .agreed else {
      print("site not written: the book does not agree with the engine")
      throw ExitCode(status)
    }
    do {
      let settings = book.siteSettings(chapters: result.book.chapters.map(\.chapter.path))
      let pages = SiteRenderer(settings: settings).render(result.book)
      try SiteWriter(output: out).write(pages)
      print("wrote \(pages.count) files to \(out)")
    } catch let failure as ToolFailure {
      print(failure.rendered(in: options.style))
      throw ExitCode.toolFailure
    } catch let refused as FolioError {
      print(Diagnostic(refused).rendered(in: options.style))
      throw ExitCode.failure
    }
  }
}
