import Foundation

/// A file of the book that a chapter references by a relative path (an image, or a
/// link to a file that is not a chapter), which the site must carry.
public struct ChapterAsset: Hashable, Sendable {
  /// The reference as the chapter writes it (`images/tree.png`).
  public var written: String
  /// The file, resolved.
  public var source: String
  /// Where the site holds it: its path from the chapters folder (`images/tree.png`), or
  /// under `files/` its path from the book's folder when it lies outside the chapters.
  public var sitePath: String
}

/// Finds the files a chapter references and checks each: it must exist, and lie inside
/// the book's folder (a reference must not make Folio publish a file that is not the
/// book's). The problems are located at the line of the block holding the reference.
enum ChapterAssets {
  /// The chapter's assets, and what is wrong with its references.
  ///
  /// - Parameters:
  ///   - chapters: The chapters folder as loaded; `root` the book's folder, `rootShown`
  ///     as the author names it (for messages).
  static func find(
    in document: MarkdownDocument, path: String, chapters: ResolvedPath, root: ResolvedPath, rootShown: String
  ) -> (assets: [ChapterAsset], errors: [FolioError]) {
    var assets: [ChapterAsset] = []
    var errors: [FolioError] = []
    var seen: Set<String> = []
    let folder = ResolvedPath(BookFolder.parent(path))
    document.walk { block in
      let content: [MarkdownInline]
      switch block.kind {
      case .heading(_, let inlines), .paragraph(let inlines): content = inlines
      default: return
      }
      for written in references(in: content) where seen.insert(written).inserted {
        let location = SourceLocation(path: path, line: block.line)
        let file = written.removingPercentEncoding ?? written
        let resolved = ResolvedPath(file, currentDirectory: folder.path)
        guard !file.hasPrefix("/"), resolved.isInside(root) else {
          errors.append(.leavesBook(location, path: written, root: rootShown))
          continue
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDirectory), !isDirectory.boolValue
        else {
          errors.append(.missingAsset(location, target: written))
          continue
        }
        let sitePath =
          resolved.isInside(chapters)
          ? String(resolved.path.dropFirst(chapters.path.count + 1))
          : "files/" + resolved.path.dropFirst(root.path.count + 1)
        assets.append(ChapterAsset(written: written, source: resolved.path, sitePath: sitePath))
      }
    }
    return (assets, errors)
  }

  /// The relative paths of files that `content` links to or shows: no scheme, no
  /// fragment-only link, no chapter (`*.md`) or page (`*.html`); the fragment and query dropped.
  static func references(in content: [MarkdownInline]) -> [String] {
    var result: [String] = []
    for inline in content {
      switch inline {
      case .link(let destination, _, let children):
        result += reference(destination).map { [$0] } ?? []
        result += references(in: children)
      case .image(let source, _, let children):
        result += reference(source).map { [$0] } ?? []
        result += references(in: children)
      case .emphasis(let children), .strong(let children): result += references(in: children)
      default: break
      }
    }
    return result
  }

  private static func reference(_ destination: String) -> String? {
    // Read as a browser reads it: `java\tscript:` has a scheme, whatever the site then
    // does with it (LinkDestination neutralises it); it is no file of the book.
    let url = BrowserURL.normalized(destination)
    let path = String(url.prefix { $0 != "#" && $0 != "?" })
    // A chapter (`.md`) or a page of the site (`02-next.html`) is not a file to copy.
    guard !path.isEmpty, !path.hasSuffix(".md"), !path.hasSuffix(".html"), BrowserURL.scheme(of: path) == nil
    else { return nil }
    return path
  }
}
