import Foundation
import TOMLKit

/// Reads the text of a `folio.toml` into a ``BookConfig``: TOML parsed by TOMLKit, then
/// every key checked against the ones Folio knows, with its type and its value.
///
/// Pure: it reads no file (``BookConfigFile`` checks the paths against the disk). Every
/// problem is collected, each located at its key's line.
struct BookConfigReader: Sendable {
  /// The config's path as the author sees it (`folio.toml`, `../folio.toml`), for locations.
  var path: String

  /// The value type a key takes.
  enum Kind {
    case string, strings, integer

    var name: String {
      switch self {
      case .string: "a string"
      case .strings: "an array of strings"
      case .integer: "an integer"
      }
    }
  }

  /// Every key Folio reads, by table.
  static let known: [(table: String, keys: [(String, Kind)])] = [
    (
      "book",
      [
        ("title", .string), ("authors", .strings), ("description", .string), ("language", .string),
        ("chapters", .string), ("swift-language-mode", .integer), ("order", .strings),
      ]
    ),
    ("site", [("out", .string)]),
    ("repository", [("url", .string), ("edit-url", .string)]),
    ("theme", [("css", .string), ("head", .string), ("footer", .string)]),
    ("cache", [("max-size", .string)]),
  ]

  /// The config `text` says, or every problem with it.
  func read(_ text: String) -> Result<BookConfig, BookConfigErrors> {
    let lines = ConfigKeyLines(text)
    let table: TOMLTable
    do {
      table = try TOMLTable(string: text)
    } catch let error as TOMLParseError {
      let at = SourceLocation(path: path, line: error.source.begin.line, column: error.source.begin.column)
      return .failure(BookConfigErrors([.malformedConfig(at, detail: error.description)]))
    } catch {
      return .failure(BookConfigErrors([.malformedConfig(SourceLocation(path: path, line: 1), detail: "\(error)")]))
    }
    var errors: [FolioError] = []
    var values: [String: TOMLValueConvertible] = [:]
    let tables = Self.known.map(\.table)
    for name in table.keys.sorted(by: { lines.line(of: $0) < lines.line(of: $1) }) {
      let at = location(lines.line(of: name))
      guard let known = Self.known.first(where: { $0.table == name }) else {
        errors.append(.unknownConfigKey(at, key: name, known: tables.map { "[\($0)]" }))
        continue
      }
      guard let inner = table[name]?.table else {
        errors.append(.wrongConfigType(at, key: name, expected: "a table ([\(name)])"))
        continue
      }
      for key in inner.keys.sorted(by: { lines.line(of: "\(name).\($0)") < lines.line(of: "\(name).\($1)") }) {
        let dotted = "\(name).\(key)"
        let at = location(lines.line(of: dotted))
        guard let kind = known.keys.first(where: { $0.0 == key })?.1 else {
          errors.append(.unknownConfigKey(at, key: dotted, known: known.keys.map(\.0)))
          continue
        }
        guard let value = inner[key], Self.matches(value, kind) else {
          errors.append(.wrongConfigType(at, key: dotted, expected: kind.name))
          continue
        }
        values[dotted] = value
      }
    }
    var config = BookConfig()
    config.keyLines = lines.lines
    apply(values, to: &config, lines: lines, errors: &errors)
    return errors.isEmpty ? .success(config) : .failure(BookConfigErrors(errors))
  }

  /// Sets and checks the values that have the right type.
  private func apply(
    _ values: [String: TOMLValueConvertible], to config: inout BookConfig, lines: ConfigKeyLines,
    errors: inout [FolioError]
  ) {
    func string(_ key: String) -> String? { values[key]?.string }
    func invalid(_ key: String, _ detail: String) {
      errors.append(.invalidConfigValue(location(lines.line(of: key)), key: key, detail: detail))
    }
    if let title = string("book.title") {
      if title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { invalid("book.title", "is empty") }
      config.title = title
    }
    config.authors = values["book.authors"].map(Self.strings) ?? []
    config.description = string("book.description")
    if let language = string("book.language") {
      if !Self.isLanguageTag(language) { invalid("book.language", "'\(language)' is not a language tag") }
      config.language = language
    }
    for key in ["book.chapters", "site.out", "theme.css", "theme.head", "theme.footer"] {
      if let value = string(key), value.isEmpty { invalid(key, "is empty") }
    }
    config.chapters = string("book.chapters") ?? config.chapters
    config.siteOut = string("site.out") ?? config.siteOut
    if let mode = values["book.swift-language-mode"]?.int {
      if let known = SwiftLanguageMode(rawValue: mode) {
        config.swiftLanguageMode = known
      } else {
        invalid("book.swift-language-mode", "is \(mode); Folio compiles in mode \(SwiftLanguageMode.spelled)")
      }
    }
    config.order = values["book.order"].map(Self.strings) ?? []
    config.orderLine = lines.line(of: "book.order")
    if let url = string("repository.url") {
      if !Self.isWebAddress(url) { invalid("repository.url", "'\(url)' is not an http:// or https:// address") }
      config.repositoryURL = url
    }
    if let url = string("repository.edit-url") {
      if !Self.isWebAddress(url) {
        invalid("repository.edit-url", "'\(url)' is not an http:// or https:// address")
      } else if !url.contains("{path}") {
        invalid("repository.edit-url", "'\(url)' has no {path} for the chapter's path")
      }
      config.editURL = url
    }
    config.themeCSS = string("theme.css")
    config.themeHead = string("theme.head")
    config.themeFooter = string("theme.footer")
    if let size = string("cache.max-size") {
      switch ByteSize.parse(size) {
      case .success(let bound): config.cacheMaxSize = bound
      case .failure: invalid("cache.max-size", "is '\(size)', which is not a size")
      }
    }
  }

  private func location(_ line: Int) -> SourceLocation { SourceLocation(path: path, line: line) }

  private static func matches(_ value: TOMLValueConvertible, _ kind: Kind) -> Bool {
    switch kind {
    case .string: return value.string != nil
    case .integer: return value.int != nil
    case .strings: return value.array.map { $0.allSatisfy { $0.string != nil } } ?? false
    }
  }

  private static func strings(_ value: TOMLValueConvertible) -> [String] {
    value.array.map { $0.compactMap(\.string) } ?? []
  }

  /// Whether `url` is an absolute http or https address with a host.
  static func isWebAddress(_ url: String) -> Bool {
    let lower = url.lowercased()
    guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return false }
    let rest = lower.drop { $0 != "/" }.dropFirst(2)
    return rest.first.map { $0 != "/" } ?? false && !url.contains(where: { $0.isWhitespace || $0 == "\"" })
  }

  /// Whether `tag` looks like a BCP 47 language tag: letters, then `-` and letters or digits.
  static func isLanguageTag(_ tag: String) -> Bool {
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
    guard let first = parts.first, (2...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return parts.dropFirst().allSatisfy {
      (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }
}
