import FolioCore
import Foundation

/// A folder folio replaces whole (`folio build --out`, `folio sources --out`), and the
/// checks that keep a flag from deleting anything that is not folio's.
///
/// Each writer leaves a marker file in what it writes, so a later run can tell its own
/// folder from someone else's. ``check(chapters:cacheDirectory:workDirectory:moduleCacheDirectory:currentDirectory:)``
/// runs before any work; ``checkReplaceable()`` again just before the old folder goes.
public struct OutputFolder: Sendable {
  /// Who writes the folder; each leaves its own marker.
  public enum Writer: String, Sendable {
    /// `folio build`'s site.
    case site
    /// `folio sources`'s export.
    case sources

    /// The marker's file name, inside the folder.
    var marker: String { ".folio-\(rawValue)" }

    /// The marker's bytes: the same for every run, so the site stays reproducible.
    var markerContents: String {
      "Written by `folio \(self == .site ? "build" : "sources")`, which replaces this whole folder on its next run.\n"
    }
  }

  /// The folder as the user named it.
  var path: String
  /// Who writes it.
  var writer: Writer

  /// Describes `path`, written by `writer`.
  public init(_ path: String, writer: Writer) {
    self.path = path
    self.writer = writer
  }

  /// Throws unless replacing the folder can lose nothing: it must not be, contain or lie
  /// inside a chapters folder, the cache, the work folder or swiftc's module cache, must
  /// not be or contain the book's root or the current folder (so `.`, `..` and `/` are
  /// refused), and must pass ``checkReplaceable()``. Paths are compared resolved.
  ///
  /// - Parameter chapters: Every chapter file or folder given on the command line.
  public func check(
    chapters: [String], cacheDirectory: String, workDirectory: String, moduleCacheDirectory: String,
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) throws(FolioError) {
    let out = ResolvedPath(path, currentDirectory: currentDirectory)
    let books = chapters.map { BookFolder(of: $0, currentDirectory: currentDirectory) }
    // The folders to keep, and whether a folder inside them is refused too: the site may
    // go inside the book's root or the current folder, not inside the chapters or caches.
    let kept: [(folder: ResolvedPath, name: String, keepsInside: Bool)] =
      [(ResolvedPath(currentDirectory), "the current folder", false)]
      + books.map { ($0.chapters, "the chapters folder '\($0.written)'", true) }
      + books.map { ($0.root, "the book's root (the folder holding '\($0.written)')", false) }
      + [
        (
          ResolvedPath(cacheDirectory, currentDirectory: currentDirectory), "the cache folder '\(cacheDirectory)'", true
        ),
        (ResolvedPath(workDirectory, currentDirectory: currentDirectory), "the work folder '\(workDirectory)'", true),
        (
          ResolvedPath(moduleCacheDirectory, currentDirectory: currentDirectory),
          "swiftc's module cache '\(moduleCacheDirectory)'", true
        ),
      ]
    let resolved = out.path == path ? "" : " (\(out.path))"
    if let same = kept.first(where: { $0.folder == out }) {
      throw refusal("it is \(same.name)\(resolved)")
    }
    if let outer = kept.first(where: { $0.keepsInside && out.isInside($0.folder) }) {
      throw refusal("it is inside \(outer.name)\(resolved)")
    }
    if let inner = kept.first(where: { $0.folder.isInside(out) }) {
      throw refusal("it contains \(inner.name)\(resolved)")
    }
    try checkReplaceable(resolved: out)
  }

  /// Throws unless the folder is missing, empty, or holds this writer's marker: a file
  /// is never turned into a folder, and a folder folio did not write is never emptied.
  func checkReplaceable() throws(FolioError) {
    try checkReplaceable(resolved: ResolvedPath(path))
  }

  private func checkReplaceable(resolved: ResolvedPath) throws(FolioError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDirectory) else { return }
    guard isDirectory.boolValue else { throw refusal("it exists and is not a folder") }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: resolved.path)
    } catch {
      throw refusal("its contents cannot be listed")
    }
    guard !names.isEmpty, !isMarked(resolved.path) else { return }
    throw refusal(
      "it is a folder folio did not write (it is not empty and has no \(writer.marker) file);"
        + " if an earlier folio wrote it, delete it and run again")
  }

  /// Whether `folder` holds this writer's marker as a regular file.
  private func isMarked(_ folder: String) -> Bool {
    let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + writer.marker)
    return attributes?[.type] as? FileAttributeType == .typeRegular
  }

  /// Writes the marker into `folder` (a folder about to become this output).
  func mark(_ folder: String) throws {
    try Data(writer.markerContents.utf8).write(to: URL(fileURLWithPath: folder + "/" + writer.marker))
  }

  private func refusal(_ reason: String) -> FolioError {
    .unsafeOutput(SourceLocation(path: path, line: 1), reason: reason)
  }
}
