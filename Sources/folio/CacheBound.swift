import ArgumentParser
import FolioCore
import Foundation

/// The cache's bound in force: `FOLIO_CACHE_MAX_SIZE` when set, else `folio.toml`'s
/// `[cache] max-size`, else 2 GB (``ByteSize/defaultCacheBound``). A build past it
/// prunes the least recently used entries.
struct CacheBound: Sendable {
  /// The environment variable that sets the bound.
  static let variable = "FOLIO_CACHE_MAX_SIZE"

  /// The bound.
  var size: ByteSize
  /// Where it comes from, as `folio cache stats` says: the variable, folio.toml, or the default.
  var source: String

  /// The bound `environment` or the book's `config` sets; a usage error when the
  /// variable's value is not a size (the config's own errors are reported at their line).
  static func resolve(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    config: BookConfig? = BookLocation.find().file?.config
  ) throws(ValidationError) -> CacheBound {
    guard let text = environment[variable] else {
      if let size = config?.cacheMaxSize { return CacheBound(size: size, source: "folio.toml") }
      return CacheBound(size: .defaultCacheBound, source: "the default")
    }
    switch ByteSize.parse(text) {
    case .success(let size): return CacheBound(size: size, source: variable)
    case .failure(let error): throw ValidationError("\(variable): \(error.message)")
    }
  }
}
