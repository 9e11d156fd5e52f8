import Foundation

/// Writes a rendered site into place without ever leaving a half-written one.
///
/// The files go to a temporary folder next to the output; only when all are written
/// is the old site renamed away, the new one renamed in, and the old one removed.
public struct SiteWriter: Sendable {
  /// The site folder (for example `site`).
  public var output: String

  /// Creates a writer for `output`.
  public init(output: String) {
    self.output = output
  }

  /// Writes `files` as the new content of the output folder.
  ///
  /// - Throws: ``FolioError/tool(_:message:)`` if a file cannot be written; the
  ///   previous site is then untouched.
  public func write(_ files: [SiteFile]) throws(FolioError) {
    let manager = FileManager.default
    let target = output.hasSuffix("/") ? String(output.dropLast()) : output
    let parent = (target as NSString).deletingLastPathComponent
    let name = (target as NSString).lastPathComponent
    let folder = parent.isEmpty ? "." : parent
    let staging = "\(folder)/.\(name).folio-new-\(UUID().uuidString)"
    let here = SourceLocation(path: target, line: 1)
    // Interrupted (Ctrl-C, kill), Folio removes the half-written folder and exits.
    let cleanup = Interruption.onInterrupt { try? FileManager.default.removeItem(atPath: staging) }
    defer { Interruption.remove(cleanup) }
    do {
      try manager.createDirectory(atPath: staging, withIntermediateDirectories: true)
      for file in files {
        let path = "\(staging)/\(file.path)"
        try manager.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
      }
    } catch {
      try? manager.removeItem(atPath: staging)
      throw .tool(here, message: "cannot write the site: \(error.localizedDescription)")
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
      throw .tool(here, message: "cannot move the old site aside")
    }
    if rename(staging, target) != 0 {
      if hadOld { _ = rename(old, target) }
      try? manager.removeItem(atPath: staging)
      throw .tool(here, message: "cannot move the new site into place")
    }
    if hadOld { try? manager.removeItem(atPath: old) }
  }
}
