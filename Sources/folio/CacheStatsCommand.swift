import ArgumentParser
import FolioCore
import FolioToolchain

/// `folio cache stats`: each kind of entry's count and bytes, the total, and the bound in force.
struct CacheStatsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats", abstract: "Print how many entries of each kind the cache holds, their size, and its bound.")

  @OptionGroup var location: CacheLocation

  /// Refuses a folder that is not folio's cache and a bad `FOLIO_CACHE_MAX_SIZE`, before any work.
  func validate() throws {
    _ = try location.contents()
    _ = try CacheBound.resolve()
  }

  func run() throws {
    try BookLocation.find().stopOnErrors(style: .plain)
    let contents = try location.contents()
    let bound = try CacheBound.resolve()
    print(Self.report(contents, bound: bound))
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
