import ArgumentParser
import FolioCore
import FolioToolchain

/// `folio cache prune`: deletes the least recently used entries until the cache fits
/// `--max-size` (default the automatic bound), or all of them with `--all`.
struct CachePruneCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prune", abstract: "Delete the least recently used cache entries until the cache fits a size.")

  @OptionGroup var location: CacheLocation

  @Option(
    help: ArgumentHelp(
      "The most the cache may hold afterwards: bytes, or a number with K, M, G or T (default: the automatic bound).",
      valueName: "size"))
  var maxSize: String?

  @Flag(help: "Delete every entry (a build's temporary files younger than a minute stay).")
  var all = false

  /// The book, the size to prune to and the cache's entries, found once by ``validate()`` for ``run()``.
  private var found: (book: BookLocation, size: ByteSize, contents: CacheContents)?

  /// The arguments alone: ``found`` is worked out, never parsed.
  private enum CodingKeys: CodingKey { case location, maxSize, all }

  /// Refuses a bad `--max-size`, `--all` with it, and a folder that is not folio's cache,
  /// before any work, keeping what it found for ``run()``.
  mutating func validate() throws {
    found = try find()
  }

  /// The book (its config read once), the size to prune to, then the cache's entries.
  private func find() throws -> (book: BookLocation, size: ByteSize, contents: CacheContents) {
    let book = BookLocation.find()
    let size = try bound(config: book.file?.config)
    return (book, size, try location.contents(of: book))
  }

  /// The size to prune to: 0 for `--all`, else `--max-size`, else the bound in force.
  private func bound(config: BookConfig?) throws -> ByteSize {
    if all {
      guard maxSize == nil else { throw ValidationError("give --all or --max-size, not both") }
      return ByteSize(bytes: 0)
    }
    guard let maxSize else { return try CacheBound.resolve(config: config).size }
    switch ByteSize.parse(maxSize) {
    case .success(let size): return size
    case .failure(let error): throw ValidationError("--max-size: \(error.message)")
    }
  }

  /// Prunes the cache ``validate()`` listed, after the config's errors if it has any.
  func run() throws {
    let found = try self.found ?? find()
    try found.book.stopOnErrors(style: .plain)
    let report = CachePruner(found.contents).prune(to: found.size)
    print("removed: \(report.removed.described)")
    print("left: \(report.left.described) in \(found.contents.directory)")
  }
}
