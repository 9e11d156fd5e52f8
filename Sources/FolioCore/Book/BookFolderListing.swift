import Foundation

/// What a folder of chapters holds, in reading order: chapter files and parts (its
/// subfolders holding chapters), the book's `order` first, the rest by name.
///
/// A subfolder is a part when it holds a `*.md` file or `order` names it; one that holds
/// neither is left alone (images, say). A part with no chapter besides its `index.md` is
/// an error; parts do not nest, so a folder below a subfolder that holds chapters (at
/// any depth) is an error at that folder rather than chapters silently left out.
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
  /// Parts with no chapter, and folders of chapters nested below a part.
  var errors: [FolioError] = []

  /// How deep below a part folder chapters are looked for (links are not followed).
  static let nestingDepthLimit = 16

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
        // A link is not searched: it may lead out of the book (refused elsewhere).
        let isLink = (try? files.destinationOfSymbolicLink(atPath: file)) != nil
        listing.errors += (isLink ? [] : nestedFolders(holdingChaptersIn: file)).map {
          .nestedPart(SourceLocation(path: $0, line: 1), folder: $0, part: file)
        }
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

  /// The subfolders of `folder`, by name, below which some `*.md` file lies (at any
  /// depth up to ``nestingDepthLimit``; hidden names and links are not followed).
  static func nestedFolders(holdingChaptersIn folder: String) -> [String] {
    subfolders(of: folder).filter { holdsChapters($0, depth: 0) }
  }

  private static func subfolders(of folder: String) -> [String] {
    let files = FileManager.default
    let names = (try? files.contentsOfDirectory(atPath: folder).sorted()) ?? []
    return names.filter { !$0.hasPrefix(".") }.map { "\(folder)/\($0)" }.filter {
      // The item itself, not what a link leads to.
      (try? files.attributesOfItem(atPath: $0)[.type] as? FileAttributeType) == .typeDirectory
    }
  }

  private static func holdsChapters(_ folder: String, depth: Int) -> Bool {
    guard depth < nestingDepthLimit else { return false }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    if names.contains(where: { !$0.hasPrefix(".") && $0.hasSuffix(".md") }) { return true }
    return subfolders(of: folder).contains { holdsChapters($0, depth: depth + 1) }
  }
}
