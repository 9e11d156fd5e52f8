/// The messages and hints of the errors in a book's folder: its `folio.toml`, its
/// parts, its theme and the files its chapters reference.
extension FolioError {
  /// One sentence saying what is wrong (``message`` for these cases).
  var bookMessage: String {
    switch self {
    case .malformedConfig(_, let detail): return "folio.toml is not valid TOML: \(detail)"
    case .unknownConfigKey(_, let key, _): return "unknown key '\(key)' in folio.toml"
    case .wrongConfigType(_, let key, let expected): return "'\(key)' must be \(expected)"
    case .invalidConfigValue(_, let key, let detail): return "'\(key)' \(detail)"
    case .missingBookFile(_, let key, let path): return "'\(key)' names '\(path)', which does not exist"
    case .leavesBook(_, let path, _): return "'\(path)' leads outside the book's folder"
    case .emptyPart(_, let folder): return "part folder '\(folder)' holds no chapter"
    case .nestedPart(_, let folder, _):
      return "folder '\(folder)' holds chapters, but parts do not nest: they are not in the book"
    case .unsafeTemplate(_, let construct): return "theme template holds \(construct), which could run script"
    case .missingAsset(_, let target): return "'\(target)' is referenced but does not exist"
    default: return ""
    }
  }

  /// How to fix it (``hint`` for these cases).
  var bookHint: String? {
    switch self {
    case .malformedConfig:
      return "write TOML: [book] then key = \"value\" lines; strings in double quotes, arrays as [\"a\", \"b\"]"
    case .unknownConfigKey(_, _, let known):
      return "folio.toml knows \(known.joined(separator: ", ")) here (docs/config.md)"
    case .wrongConfigType(_, let key, _):
      return key.hasSuffix("authors") || key.hasSuffix("order")
        ? "write it as an array: [\"first\", \"second\"]" : "see docs/config.md for each key's type"
    case .invalidConfigValue(_, let key, _):
      switch key {
      case "book.swift-language-mode": return "write swift-language-mode = \(SwiftLanguageMode.spelled)"
      case "repository.edit-url":
        return "an https:// address with {path}, e.g. https://github.com/owner/book/edit/main/{path}"
      case "repository.url": return "an https:// address, e.g. https://github.com/owner/book"
      case "book.language": return "a BCP 47 tag such as en, fr or pt-BR"
      case "cache.max-size": return "bytes, or a whole number with K, M, G or T, as a string: max-size = \"2G\""
      default: return "give it a value, or remove the line to take the default"
      }
    case .missingBookFile(_, let key, _):
      return key == "book.order"
        ? "order lists chapter files and part folders of the chapters folder; fix the name or remove it"
        : "paths in folio.toml are relative to its folder; fix the path or create the file"
    case .leavesBook(_, _, let root):
      return "a book's files must lie inside its folder (\(root)): copy the file into the book"
    case .emptyPart:
      return "a part is a subfolder of the chapters with at least one chapter (*.md besides index.md)"
    case .nestedPart(_, _, let part):
      return
        "move its chapters into '\(part)' (a part is one level of folders), or make it a part of its own directly"
        + " in the chapters folder"
    case .unsafeTemplate:
      return
        "pages run no script an author did not write as code: keep markup and styles, remove scripts, on…="
        + " attributes, javascript: addresses, frames, plugins, <base> and <meta http-equiv>"
    case .missingAsset:
      return "paths are relative to the chapter's file; add the file to the book or fix the path"
    default: return nil
    }
  }
}
