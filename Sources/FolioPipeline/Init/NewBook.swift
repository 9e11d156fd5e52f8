import FolioCore
import Foundation

/// `folio init DIR`: a new book (``BookTemplate``) written into a folder that is
/// missing or empty, so that it can overwrite nothing. It builds and passes as written.
public struct NewBook: Sendable {
  /// The folder as the user named it.
  var folder: String

  /// Describes a new book in `folder`.
  public init(folder: String) {
    self.folder = folder
  }

  /// Throws ``FolioError/unsafeInitFolder(_:reason:)`` unless the folder is missing or
  /// empty: a file, or a folder holding anything (hidden files too), is refused.
  public func check() throws(FolioError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else { return }
    guard isDirectory.boolValue else { throw refusal("it exists and is not a folder") }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      throw refusal("its contents cannot be listed")
    }
    guard !names.isEmpty else { return }
    let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
    throw refusal("it is not empty (it holds \(shown))")
  }

  /// Writes every file of the template, after ``check()`` passed; returns their paths,
  /// relative to the book. An existing file is never overwritten, even one made since.
  ///
  /// - Throws: ``ToolFailure`` when a file cannot be written.
  public func write() throws(ToolFailure) -> [String] {
    for (path, contents) in BookTemplate.files {
      let file = (folder as NSString).appendingPathComponent(path)
      do {
        try FileManager.default.createDirectory(
          atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: file), options: .withoutOverwriting)
      } catch {
        throw ToolFailure("cannot write \(file): \(error.localizedDescription)", hint: "check the folder's permissions")
      }
    }
    return BookTemplate.files.map(\.path)
  }

  private func refusal(_ reason: String) -> FolioError {
    .unsafeInitFolder(SourceLocation(path: folder, line: 1), reason: reason)
  }
}
