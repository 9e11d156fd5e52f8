import FolioCore
import FolioSite
import FolioToolchain
import Foundation

/// Writes a rendered site into place without ever leaving a half-written one.
///
/// The files go to a temporary folder next to the output; only when all are written
/// is the old site renamed away, the new one renamed in, and the old one removed.
/// The site carries a `.folio-site` marker (``OutputFolder``): only a missing, empty or
/// marked folder is ever replaced.
public struct SiteWriter: Sendable {
  /// The site folder (for example `site`).
  var output: String

  /// Creates a writer for `output`.
  public init(output: String) {
    self.output = output
  }

  /// Writes `files` as the new content of the output folder.
  ///
  /// - Throws: ``FolioError/unsafeOutput(_:reason:)`` if the output is a file or a folder
  ///   folio did not write; ``ToolFailure`` if a file cannot be written.
  ///   The previous site is then untouched.
  public func write(_ files: [SiteFile]) throws {
    let manager = FileManager.default
    let site = OutputFolder(output, writer: .site)
    try site.checkReplaceable()
    // Resolved, so `.`, `..` and links are what the file system means by them (and
    // Foundation's path functions, which trap on a one-character path, are not needed).
    let resolved = ResolvedPath(output)
    let target = resolved.path
    let folder = resolved.parent.path
    let name = resolved.name
    let staging = "\(folder)/.\(name).folio-new-\(UUID().uuidString)"
    // Interrupted (Ctrl-C, kill), Folio removes the half-written folder and exits.
    let cleanup = Interruption.onInterrupt { try? FileManager.default.removeItem(atPath: staging) }
    defer { Interruption.remove(cleanup) }
    do {
      try manager.createDirectory(atPath: staging, withIntermediateDirectories: true)
      for file in files {
        let path = "\(staging)/\(file.path)"
        try manager.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if let source = file.copiedFrom {
          try manager.copyItem(atPath: source, toPath: path)
        } else {
          try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
        }
      }
      try site.mark(staging)
    } catch {
      try? manager.removeItem(atPath: staging)
      throw ToolFailure("cannot write the site: \(error.localizedDescription)")
    }
    // One atomic exchange where the system has it: `output` is never missing, even
    // if Folio is killed here; the staging folder then holds the old site.
    if manager.fileExists(atPath: target), AtomicExchange.exchange(staging, target) {
      try? manager.removeItem(atPath: staging)
      return
    }
    let old = "\(folder)/.\(name).folio-old-\(UUID().uuidString)"
    let hadOld = manager.fileExists(atPath: target)
    if hadOld, rename(target, old) != 0 {
      try? manager.removeItem(atPath: staging)
      throw ToolFailure("cannot move the old site aside")
    }
    if rename(staging, target) != 0 {
      if hadOld { _ = rename(old, target) }
      try? manager.removeItem(atPath: staging)
      throw ToolFailure("cannot move the new site into place")
    }
    if hadOld { try? manager.removeItem(atPath: old) }
  }
}
