import FolioCore
import FolioToolchain
import Foundation

extension TranscriptUpdater {
  /// Writes `text` to `path` atomically: a temporary file in the same folder, then a
  /// rename, so a reader never sees half a chapter and an interruption loses nothing.
  ///
  /// The file keeps its permissions; a symbolic link is kept and its target rewritten.
  ///
  /// - Parameters:
  ///   - text: The new contents.
  ///   - path: The chapter file.
  ///   - original: The contents the new text was made from; when given and the file no
  ///     longer holds exactly that (the author saved it meanwhile), nothing is written.
  /// - Throws: ``ToolFailure`` when the file changed or cannot be written.
  static func write(_ text: String, to path: String, replacing original: String? = nil) throws(ToolFailure) {
    let files = FileManager.default
    let target =
      (try? files.destinationOfSymbolicLink(atPath: path)).map { link in
        link.hasPrefix("/") ? link : BookFolder.parent(path) + "/" + link
      } ?? path
    if let original, files.contents(atPath: target) != Data(original.utf8) {
      throw ToolFailure(
        "\(path) changed while folio was checking it; transcripts not updated",
        hint: "run the check again to update it")
    }
    // Not `NSString.deletingLastPathComponent`, which traps on a one-character path.
    let folder = BookFolder.parent(target)
    let temporary = folder + "/.\((target as NSString).lastPathComponent).folio-\(UUID().uuidString)"
    let permissions = (try? files.attributesOfItem(atPath: target))?[.posixPermissions]
    let cleanup = Interruption.onInterrupt { try? FileManager.default.removeItem(atPath: temporary) }
    defer { Interruption.remove(cleanup) }
    guard files.createFile(atPath: temporary, contents: Data(text.utf8)) else {
      throw ToolFailure("cannot write \(temporary)")
    }
    if let permissions { try? files.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary) }
    if rename(temporary, target) != 0 {
      try? files.removeItem(atPath: temporary)
      throw ToolFailure("cannot replace \(path)")
    }
  }
}
