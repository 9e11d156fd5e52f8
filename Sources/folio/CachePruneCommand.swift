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

  /// Refuses a bad `--max-size`, `--all` with it, and a folder that is not folio's cache, before any work.
  func validate() throws {
    _ = try bound()
    _ = try location.contents()
  }

  /// The size to prune to: 0 for `--all`, else `--max-size`, else the bound in force.
  private func bound() throws -> ByteSize {
    if all {
      guard maxSize == nil else { throw ValidationError("give --all or --max-size, not both") }
      return ByteSize(bytes: 0)
    }
    guard let maxSize else { return try CacheBound.resolve().size }
    switch ByteSize.parse(maxSize) {
    case .success(let size): return size
    case .failure(let error): throw ValidationError("--max-size: \(error.message)")
    }
  }

  func run() throws {
    try BookLocation.find().stopOnErrors(style: .plain)
    let contents = try location.contents()
    let size = try bound()
    let report = CachePruner(contents).prune(to: size)
    print("removed: \(report.removed.described)")
    print("left: \(report.left.described) in \(contents.directory)")
  }
}
