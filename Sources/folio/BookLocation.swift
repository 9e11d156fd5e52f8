import ArgumentParser
import FolioCore
import FolioSite
import Foundation

/// The book a command works on: its `folio.toml`, found in the current folder or the
/// nearest above it (as cargo and mdBook find theirs), read and checked. With none, the
/// chapters folder comes from the flags alone, as before; a flag always wins over the
/// config.
struct BookLocation: Sendable {
  /// The config, when one was found and is valid.
  var file: BookConfigFile?
  /// What is wrong with the config found, each at its line.
  var errors: [FolioError] = []
  /// The path of the config found, valid or not; `nil` when there is none.
  var configPath: String?

  /// Finds and reads the book's config from the current folder.
  static func find() -> BookLocation {
    guard let path = BookConfigFile.find() else { return BookLocation() }
    switch BookConfigFile.load(path) {
    case .success(let file): return BookLocation(file: file, configPath: path)
    case .failure(let problems): return BookLocation(errors: problems.errors, configPath: path)
    }
  }

  /// The chapter paths to check: the ones given, else the config's chapters folder,
  /// else `chapters`.
  func chapters(given: [String]) -> [String] {
    given.isEmpty ? [file?.chapters ?? "chapters"] : given
  }

  /// The site folder: the one given, else the config's, else `site`.
  func out(given: String?) -> String { given ?? file?.siteOut ?? "site" }

  /// Prints the config's errors and stops with exit status 2 (a configuration error,
  /// README) when it has any: nothing can be checked with a config that says something
  /// else than the author meant.
  func stopOnErrors(style: TerminalStyle) throws {
    guard let report = errorReport(style: style) else { return }
    print(report)
    throw ExitCode(ExitStatus.usage)
  }

  /// The config's errors as the terminal shows them, each at its line, then how many;
  /// `nil` when it has none.
  func errorReport(style: TerminalStyle) -> String? {
    guard !errors.isEmpty else { return nil }
    let lines = errors.sorted(by: { $0.location < $1.location }).map { Diagnostic($0).rendered(in: style) }
    return (lines + ["folio.toml has \(errors.count) error\(errors.count == 1 ? "" : "s"); nothing was checked"])
      .joined(separator: "\n")
  }

  /// The site's settings for a book of `chapters` (paths as loaded): the config's, with
  /// each chapter's path from the book's folder for its edit link.
  func siteSettings(chapters: [String]) -> SiteSettings {
    guard let file else { return SiteSettings() }
    var settings = SiteSettings(file)
    let here = ResolvedPath(".")
    let root = ResolvedPath(file.root)
    for path in chapters {
      let resolved = path.hasPrefix("/") ? path : here.path + "/" + path
      settings.sourcePaths[path] = RelativePath.from(root.path, to: RelativePath.normalised(resolved))
    }
    return settings
  }
}
