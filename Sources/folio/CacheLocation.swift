import ArgumentParser
import FolioCore
import FolioPipeline
import FolioToolchain

/// Where `folio cache` finds the cache: `--cache-dir`, else the book's, as `folio test` finds it.
struct CacheLocation: ParsableArguments, Sendable {
  @Argument(help: "Chapter files or folders of chapters whose book's cache it is (default: the book's).")
  var paths: [String] = []

  @Option(help: ArgumentHelp("The cache folder (default: .folio/cache in the book).", valueName: "dir"))
  var cacheDir: String?

  /// The entries of the cache of `book` (found once by the command); a usage error when
  /// the folder is, lies inside or contains a chapters folder (``ScratchFolders``) or
  /// holds anything folio never writes in its cache (``CacheContents``): nothing is
  /// deleted from a folder that is not folio's.
  func contents(of book: BookLocation) throws -> CacheContents {
    // The chapters of the book, as `folio test` would check them, and its folders.
    let chapters = book.chapters(given: paths)
    let folders = BookCheckOptions(paths: chapters)
    let directory = cacheDir ?? folders.cacheDirectory
    do throws(FolioError) {
      try ScratchFolders(cacheDirectory: directory, workDirectory: folders.workDirectory).check(chapters: chapters)
    } catch {
      throw ValidationError(refused: error)
    }
    do throws(CacheRefusal) { return try CacheContents.list(directory) } catch { throw ValidationError(error.message) }
  }
}
