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

  /// The chapters of the book, as `folio test` would check them.
  private var chapters: [String] { BookLocation.find().chapters(given: paths) }

  /// The cache folder.
  var directory: String { cacheDir ?? BookCheckOptions(paths: chapters).cacheDirectory }

  /// The cache's entries; a usage error when the folder is, lies inside or contains a
  /// chapters folder (``ScratchFolders``) or holds anything folio never writes in its
  /// cache (``CacheContents``): nothing is deleted from a folder that is not folio's.
  func contents() throws -> CacheContents {
    let chapters = self.chapters
    do throws(FolioError) {
      try ScratchFolders(cacheDirectory: directory, workDirectory: BookCheckOptions(paths: chapters).workDirectory)
        .check(chapters: chapters)
    } catch {
      throw ValidationError(refused: error)
    }
    do throws(CacheRefusal) { return try CacheContents.list(directory) } catch { throw ValidationError(error.message) }
  }
}
