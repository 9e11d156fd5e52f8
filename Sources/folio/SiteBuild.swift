import ArgumentParser
import FolioCore
import FolioPipeline
import FolioSite
import FolioToolchain

/// One build of the book's site, as `folio build` runs it and `folio serve` runs it on
/// every save: find the book, check it, print the report, and write the site only if
/// every check agreed (a failed build leaves the last site as it was).
struct SiteBuild: Sendable {
  /// `--chapters`, when given.
  var chapters: String?
  /// `--out`, when given.
  var out: String?
  /// The check's flags.
  var options: CheckOptions
  /// `--junit` and `--json` (`folio build`'s; `folio serve` writes no results file).
  var results: ResultsOptions?

  /// What a build did.
  struct Outcome: Sendable {
    /// How the command ends: `.agreed` when the site was written.
    var status: ExitStatus
    /// What stopped it, as the terminal showed it but plain: a page can show it.
    var failure: String?
    /// The files and folders the book is made of, resolved: the chapters, `folio.toml`,
    /// the theme's files and the assets the site copies.
    var watched: [String]
  }

  /// Refuses an `--out` that is not folio's to replace, and results files in it, before
  /// any work.
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
    try results?.check(chapters: [chapters], replaced: out)
  }

  /// The site folder this build writes.
  var siteFolder: String { BookLocation.find().out(given: out) }

  /// The files and folders of `book` (as found now) that a build reads, resolved: the
  /// chapters, `folio.toml` (in the current folder when there is none yet) and the
  /// theme's files. The assets are known once a build has rendered the site.
  func files(of book: BookLocation = BookLocation.find()) -> [String] {
    var files = book.chapters(given: chapters.map { [$0] } ?? []) + [book.file?.path ?? BookConfigFile.fileName]
    if let file = book.file {
      files += [file.config.themeCSS, file.config.themeHead, file.config.themeFooter].compactMap { $0 }.map(file.join)
    }
    return Array(Set(files.map { ResolvedPath($0).path })).sorted()
  }

  /// Checks the book and writes its site, printing what `folio build` prints.
  func run() async -> Outcome {
    let book = BookLocation.find()
    let paths = book.chapters(given: chapters.map { [$0] } ?? [])
    let watched = files(of: book)
    func outcome(_ status: ExitStatus, _ failure: String?, assets: [String] = []) -> Outcome {
      Outcome(status: status, failure: failure, watched: watched + assets.map { ResolvedPath($0).path })
    }
    if let errors = book.errorReport(style: options.style) {
      print(errors)
      return outcome(.usage, book.errorReport(style: .plain))
    }
    let out = book.out(given: self.out)
    var checkOptions = options.checkOptions(paths: paths)
    checkOptions.config = book.file
    let result = await BookCheck(options: checkOptions).run()
    let status = ResultsPublisher.publish(
      result.results, files: results?.files ?? [], updatedPaths: result.updatedPaths, style: options.style,
      denyWarnings: options.denyWarnings)
    guard status == .agreed else {
      let notWritten = "site not written: the book does not agree with the engine"
      if status != .toolFailure { print(notWritten) }
      return outcome(status, result.results.rendered(in: .plain) + "\n" + notWritten)
    }
    do {
      let settings = book.siteSettings(chapters: result.book.chapters.map(\.chapter.path))
      let pages = SiteRenderer(settings: settings).render(result.book)
      try SiteWriter(output: out).write(pages)
      print("wrote \(pages.count) files to \(out)")
      return outcome(.agreed, nil, assets: pages.compactMap(\.copiedFrom))
    } catch let failure as ToolFailure {
      print(failure.rendered(in: options.style))
      return outcome(.toolFailure, failure.rendered)
    } catch {
      let refused = (error as? FolioError).map(Diagnostic.init)
      print(refused?.rendered(in: options.style) ?? "\(error)")
      return outcome(.failed, refused?.rendered(in: .plain) ?? "\(error)")
    }
  }
}
