import ArgumentParser
import FolioCore
import FolioToolchain

/// `folio cache stats`: each kind of entry's count and bytes, the total, and the bound in force.
struct CacheStatsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats", abstract: "Print how many entries of each kind the cache holds, their size, and its bound.")

  @OptionGroup var location: CacheLocation

  /// The book, the cache's entries and the bound, found once by ``validate()`` for ``run()``.
  private var found: (book: BookLocation, contents: CacheContents, bound: CacheBound)?

  /// The arguments alone: ``found`` is worked out, never parsed.
  private enum CodingKeys: CodingKey { case location }

  /// Refuses a folder that is not folio's cache and a bad `FOLIO_CACHE_MAX_SIZE`, before
  /// any work, keeping what it found for ``run()``.
  mutating func validate() throws {
    found = try find()
  }

  /// The book (its config read once), the cache's entries, then the bound in force.
  private func find() throws -> (book: BookLocation, contents: CacheContents, bound: CacheBound) {
    let book = BookLocation.find()
    let contents = try location.contents(of: book)
    return (book, contents, try CacheBound.resolve(config: book.file?.config))
  }

  /// Prints the report of what ``validate()`` found, after the config's errors if it has any.
  func run() throws {
    let found = try self.found ?? find()
    try found.book.stopOnErrors(style: .plain)
    print(Self.report(found.contents, bound: found.bound))
  }

  /// The report: the folder, a line per kind, the total and the bound (a stable text tests read).
  static func report(_ contents: CacheContents, bound: CacheBound) -> String {
    var lines = ["cache: \(contents.directory)"]
    for (kind, tally) in contents.tallies { lines.append("  \(kind): \(tally.described)") }
    lines.append("total: \(contents.total.described)")
    lines.append("bound: \(bound.size.bytes) bytes (\(bound.size.readable)), from \(bound.source)")
    return lines.joined(separator: "\n")
  }
}
