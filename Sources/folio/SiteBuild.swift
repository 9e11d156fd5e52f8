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
  /// `--update` (`folio build`'s; `folio serve` does not offer it).
  var update = false
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
    /// The site folder this build wrote, or would have written had every check agreed;
    /// `nil` when the config could not say which, or named one folio may not replace.
    var site: String?
  }

  /// Refuses an `--out` that is not folio's to replace, scratch folders in the chapters,
  /// and results files in the site, before any work. A config with errors says nothing
  /// reliable about these folders: then the build reports its errors instead (and
  /// `folio serve` shows them until the config is fixed).
  func validate() throws {
    let book = BookLocation.find()
    guard book.errors.isEmpty else { return }
    let chapters = book.chapters(given: self.chapters.map { [$0] } ?? [])[0]
    let out = book.out(given: self.out)
    do throws(FolioError) {
      try checkFolders(out: out, chapters: chapters)
    } catch {
      throw ValidationError(refused: error)
    }
    try results?.check(chapters: [chapters], replaced: out)
  }

  /// Refuses scratch folders in the chapters (``ScratchFolders``) and a site folder
  /// that is not folio's to replace (``OutputFolder``): checked before any work, and
  /// again by every build, since `folio serve` reads `folio.toml` anew each time.
  private func checkFolders(out: String, chapters: String) throws(FolioError) {
    let folders = options.checkOptions(paths: [chapters])
    try ScratchFolders(cacheDirectory: folders.cacheDirectory, workDirectory: folders.workDirectory)
      .check(chapters: [chapters])
    try OutputFolder(out, writer: .site).check(
      chapters: [chapters], cacheDirectory: folders.cacheDirectory, workDirectory: folders.workDirectory,
      moduleCacheDirectory: folders.moduleCacheDirectory)
  }

  /// The site folder the first build is to write, or `nil` while the config has errors
  /// (nothing is served from a folder the config may not mean).
  var siteFolder: String? {
    let book = BookLocation.find()
    return book.errors.isEmpty ? book.out(given: out) : nil
  }

  /// The files and folders of `book` (as found now) that a build reads, resolved: the
  /// chapters, `folio.toml` (the one found upward even when it has errors, so that
  /// fixing it is seen; in the current folder when there is none yet) and the theme's
  /// files. The assets are known once a build has rendered the site.
  func files(of book: BookLocation = BookLocation.find()) -> [String] {
    var files = book.chapters(given: chapters.map { [$0] } ?? []) + [book.configPath ?? BookConfigFile.fileName]
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
    var site: String?
    func outcome(_ status: ExitStatus, _ failure: String?, assets: [String] = []) -> Outcome {
      Outcome(status: status, failure: failure, watched: watched + assets.map { ResolvedPath($0).path }, site: site)
    }
    if let errors = book.errorReport(style: options.style) {
      print(errors)
      return outcome(.usage, book.errorReport(style: .plain))
    }
    let out = book.out(given: self.out)
    do throws(FolioError) {
      try checkFolders(out: out, chapters: paths[0])
    } catch {
      print(Diagnostic(error).rendered(in: options.style))
      return outcome(.usage, Diagnostic(error).rendered)
    }
    site = out
    var checkOptions = options.checkOptions(paths: paths, update: update)
    checkOptions.config = book.file
    checkOptions.drawsSite = true
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
