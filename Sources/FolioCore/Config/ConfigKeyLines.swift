import Foundation

/// Where each key of a `folio.toml` is written: TOMLKit gives a parse error's position
/// but not a value's, so the lines are found in the text, as TOML reads it.
///
/// `[book]` then `title = …` is `book.title`; a dotted key (`book.title = …`) and a
/// quoted one (`"title" = …`) are read too. A key written twice is an error TOML
/// reports first, so the first line of each is kept.
struct ConfigKeyLines: Equatable, Sendable {
  /// The line of each dotted key, tables included (`book` → the line of `[book]`).
  private(set) var lines: [String: Int] = [:]

  /// Finds the keys of `text`.
  init(_ text: String) {
    var table = ""
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      let number = offset + 1
      if line.hasPrefix("[") {
        let name = line.drop { $0 == "[" }.prefix { $0 != "]" }
        table = Self.key(String(name))
        record(table, number)
      } else if let equals = line.firstIndex(of: "="), !line.hasPrefix("#") {
        let key = Self.key(String(line[..<equals]))
        guard !key.isEmpty else { continue }
        record(table.isEmpty ? key : "\(table).\(key)", number)
      }
    }
  }

  /// The line of `key`, else of its table, else 1.
  func line(of key: String) -> Int {
    var candidate = key
    while true {
      if let line = lines[candidate] { return line }
      guard let dot = candidate.lastIndex(of: ".") else { return 1 }
      candidate = String(candidate[..<dot])
    }
  }

  private mutating func record(_ key: String, _ line: Int) {
    if lines[key] == nil { lines[key] = line }
  }

  /// A key as written (`book . "title"`) in its plain dotted form (`book.title`).
  private static func key(_ written: String) -> String {
    written.split(separator: ".").map {
      $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
    }.joined(separator: ".")
  }
}
