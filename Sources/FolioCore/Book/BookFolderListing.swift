import Foundation

/// What a folder of chapters holds, in reading order: chapter files and parts (its
/// subfolders holding chapters), the book's `order` first, the rest by name.
///
/// A subfolder is a part when it holds a `*.md` file or `order` names it; one that holds
/// neither is left alone (images, say). A part with no chapter besides its `index.md` is
/// an error; parts do not nest.
struct BookFolderListing {
  /// One entry of the reading order.
  enum Entry: Equatable {
    /// A chapter file.
    case chapter(String)
    /// A part folder and its chapter files, by name.
    case part(String, [String])
  }

  /// The chapters and parts, in reading order.
  var entries: [Entry] = []
  /// The folder's `index.md`, the landing page, if it has one.
  var landingPage: String?
  /// Parts with no chapter.
  var errors: [FolioError] = []

  /// Lists `path`, or `nil` when it cannot be listed.
  static func list(_ path: String, order: [String]) -> BookFolderListing? {
    let files = FileManager.default
    guard let names = try? files.contentsOfDirectory(atPath: path).sorted() else { return nil }
    let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
    func join(_ name: String) -> String { folder.isEmpty ? name : "\(folder)/\(name)" }
    var listing = BookFolderListing()
    var byName: [String: Entry] = [:]
    for name in names where !name.hasPrefix(".") {
      let file = join(name)
      var isDirectory: ObjCBool = false
      _ = files.fileExists(atPath: file, isDirectory: &isDirectory)
      if name == "index.md" {
        listing.landingPage = file
      } else if !isDirectory.boolValue || name.hasSuffix(".md") {
        // A folder named like a chapter stays one, for the loader to say it is unreadable.
        if name.hasSuffix(".md") { byName[name] = .chapter(file) }
      } else {
        let inside = (try? files.contentsOfDirectory(atPath: file).filter { $0.hasSuffix(".md") }.sorted()) ?? []
        guard !inside.isEmpty || order.contains(name) else { continue }
        let chapters = inside.filter { $0 != "index.md" }.map { "\(file)/\($0)" }
        if chapters.isEmpty {
          listing.errors.append(.emptyPart(SourceLocation(path: file, line: 1), folder: file))
        } else {
          byName[name] = .part(file, chapters)
        }
      }
    }
    let ordered = order.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    listing.entries =
      ordered.compactMap { byName[$0] }
      + byName.keys.sorted().filter { !ordered.contains($0) }.compactMap { byName[$0] }
    return listing
  }
}
