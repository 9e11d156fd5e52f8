import ArgumentParser

/// `folio cache stats|prune`: what the cache holds, and deleting its least recently used
/// entries so it stops growing without end (issue 14).
struct CacheCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cache", abstract: "Show what the cache holds, or prune it.",
    subcommands: [CacheStatsCommand.self, CachePruneCommand.self])
}
