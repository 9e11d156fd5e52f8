import FolioCore

/// The search index, built at build time and written as a script
/// (`assets/search-index.js`) that sets `window.folioSearchIndex`, because a page
/// opened from `file://` may load a script but may not fetch a JSON file.
///
/// One document per section of every page (the text under a heading, code
/// included); an inverted index from each word to the documents holding it and how
/// often. The page's script only looks words up and draws results.
struct SearchIndex: Equatable {
  /// One searchable section.
  struct Document: Equatable {
    /// The page (`04-onchange.html`).
    var page: String
    /// The anchor of the section on its page (empty for the page's top).
    var anchor: String
    /// The chapter's title.
    var chapter: String
    /// The section's heading (the chapter's title for its opening).
    var section: String
    /// The section's text, whitespace collapsed, for snippets.
    var text: String
  }

  /// The documents, in book order.
  private(set) var documents: [Document] = []
  /// For each word, the documents holding it with counts, as pairs `[doc, count, …]`.
  private(set) var terms: [String: [Int]] = [:]

  /// Adds a page's sections.
  mutating func add(page: String, chapter: String, sections: [PageSection]) {
    for section in sections {
      let text = Self.collapse(section.text)
      guard !text.isEmpty || !section.title.isEmpty else { continue }
      let index = documents.count
      documents.append(
        Document(
          page: page, anchor: section.level == 1 ? "" : section.anchor, chapter: chapter,
          section: section.title.isEmpty ? chapter : section.title, text: text))
      var counts: [String: Int] = [:]
      for word in Self.words(section.title + " " + text) { counts[word, default: 0] += 1 }
      for (word, count) in counts { terms[word, default: []] += [index, count] }
    }
  }

  /// Lowercased runs of letters and digits, the same rule as the page's script
  /// (`/[\p{L}\p{N}]+/gu`); single characters are left out.
  ///
  /// Every section of the book passes here. An ASCII text is split by its bytes: each
  /// of its `Character`s is one byte (or a carriage return and line feed, neither a
  /// letter nor a digit), and its letters and digits are `A-Z`, `a-z` and `0-9`; any
  /// other text by ``wordsByCharacter(_:)``.
  static func words(_ text: String) -> [String] {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return wordsByCharacter(text) }
    var words: [String] = []
    var current: [UInt8] = []
    func end() {
      if current.count > 1 { words.append(String(decoding: current, as: UTF8.self)) }
      current.removeAll(keepingCapacity: true)
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): current.append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): current.append(byte + 32)
      default: end()
      }
    }
    end()
    return words
  }

  /// ``words(_:)`` by `Character`: the rule itself, for texts that are not ASCII.
  static func wordsByCharacter(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        current.append(character)
      } else {
        if current.count > 1 { words.append(current) }
        current = ""
      }
    }
    if current.count > 1 { words.append(current) }
    return words
  }

  /// The text with every run of white space made one space and none at its ends. An
  /// ASCII text is split by its bytes, whose white space is tab to carriage return and
  /// the space; any other by ``collapseByCharacter(_:)``.
  static func collapse(_ text: String) -> String {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return collapseByCharacter(text) }
    return text.utf8.split(whereSeparator: { $0 == UInt8(ascii: " ") || (0x09...0x0D).contains($0) })
      .map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
  }

  /// ``collapse(_:)`` by `Character`: the rule itself, for texts that are not ASCII.
  static func collapseByCharacter(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  // MARK: - Output

  /// The index as a script, with sorted keys so the same book gives the same bytes.
  var script: String {
    var out = "window.folioSearchIndex = {\"docs\":[\n"
    out += documents.map { document in
      "["
        + [document.page, document.anchor, document.chapter, document.section, document.text].map(Self.json)
        .joined(separator: ",") + "]"
    }.joined(separator: ",\n")
    out += "\n],\"terms\":{\n"
    out += terms.keys.sorted().map { word in
      Self.json(word) + ":[" + terms[word]!.map(String.init).joined(separator: ",") + "]"
    }.joined(separator: ",\n")
    out += "\n}};\n"
    return out
  }

  /// A JSON string literal; `<`, `>` and `&` are escaped too, so the text can never
  /// close a script element, and U+2028/U+2029 so older engines parse it.
  static func json(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        out += "\\u" + hex4(scalar.value)
      default:
        if scalar.value < 0x20 { out += "\\u" + hex4(scalar.value) } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out + "\""
  }

  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
