import FolioCore
import FolioToolchain
import Foundation

/// A file of results folio writes (`--junit PATH`, `--json PATH`): an output, so it is
/// refused before any work where it would overwrite the book or land in a folder folio
/// replaces, and written whole or not at all (a temporary file beside it, renamed).
public struct ResultsFile: Sendable {
  /// The path as the user gave it.
  public var path: String
  /// The flag that named it, for messages.
  public var flag: String

  /// Describes the file `path` named by `flag`.
  public init(_ path: String, flag: String) {
    self.path = path
    self.flag = flag
  }

  /// Throws unless folio may write the file: not an existing folder, not in a chapters
  /// folder (each path given, or the folder of a chapter file), not in `replaced` (the
  /// site folder `folio build` replaces whole), and not the file another flag names.
  /// Paths are compared resolved, so `./chapters/x` and a link to the chapters count.
  public func check(
    chapters: [String], replaced: String? = nil, others: [ResultsFile] = [],
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) throws(FolioError) {
    let resolved = ResolvedPath(path, currentDirectory: currentDirectory)
    var isDirectory: ObjCBool = false
    if path.hasSuffix("/")
      || (FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    {
      throw refusal("it is a folder; name a file")
    }
    for book in chapters.map({ BookFolder(of: $0, currentDirectory: currentDirectory) })
    where resolved == book.chapters || resolved.isInside(book.chapters) {
      throw refusal("it is inside the chapters folder '\(book.written)'")
    }
    if let replaced, resolved.isInside(ResolvedPath(replaced, currentDirectory: currentDirectory)) {
      throw refusal("it is inside '\(replaced)', the folder folio build replaces whole")
    }
    if let other = others.first(where: { ResolvedPath($0.path, currentDirectory: currentDirectory) == resolved }) {
      throw refusal("\(other.flag) names the same file")
    }
  }

  /// Writes `text` as the file's whole content: into a temporary file beside it, then
  /// renamed over it, so a reader sees the old file or the new one, never half of one.
  /// Creates missing folders.
  ///
  /// - Throws: ``ToolFailure`` when it cannot be written; nothing is left behind then.
  public func write(_ text: String) throws(ToolFailure) {
    let target = ResolvedPath(path)
    let folder = target.parent.path
    let temporary = "\(folder)/.\(target.name).folio-\(UUID().uuidString).tmp"
    let cleanup = Interruption.onInterrupt { unlink(temporary) }
    defer { Interruption.remove(cleanup) }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw ToolFailure("cannot write \(flag) \(path): cannot create its folder \(folder)")
    }
    guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
      throw ToolFailure("cannot write \(flag) \(path): cannot create a file in \(folder)")
    }
    guard rename(temporary, target.path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw ToolFailure("cannot write \(flag) \(path): \(reason)")
    }
  }

  private func refusal(_ reason: String) -> FolioError {
    .unsafeResultsFile(SourceLocation(path: path, line: 1), flag: flag, reason: reason)
  }
}
