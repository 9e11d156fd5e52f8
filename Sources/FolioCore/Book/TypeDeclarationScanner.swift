/// Finds the types a piece of Swift declares, and which of them conform to `View`,
/// by a light token scan (no swift-syntax is available).
///
/// It recognises `struct|class|enum|actor NAME[<…>]: A, B … {` at any nesting,
/// ignoring comments and string literals, which is what choosing a scenario's root
/// needs; it is not a Swift parser.
enum TypeDeclarationScanner {
  /// A declared type.
  struct Declaration: Equatable, Sendable {
    /// The type's name.
    var name: String
    /// Whether its inheritance list names `View` (or `SwiftUI.View`).
    var isView: Bool
  }

  /// The declarations in `code`, in source order.
  static func declarations(in code: String) -> [Declaration] {
    let tokens = tokenize(code)
    var result: [Declaration] = []
    let introducers: Set<String> = ["struct", "class", "enum", "actor"]
    var index = 0
    while index < tokens.count {
      defer { index += 1 }
      guard introducers.contains(tokens[index]), index + 1 < tokens.count, isIdentifier(tokens[index + 1]),
        !keywords.contains(tokens[index + 1])
      else { continue }
      let name = tokens[index + 1]
      var cursor = index + 2
      if cursor < tokens.count, tokens[cursor] == "<" {
        var depth = 0
        while cursor < tokens.count {
          if tokens[cursor] == "<" { depth += 1 }
          if tokens[cursor] == ">" { depth -= 1 }
          cursor += 1
          if depth == 0 { break }
        }
      }
      var isView = false
      if cursor < tokens.count, tokens[cursor] == ":" {
        var previous = ""
        while cursor < tokens.count, tokens[cursor] != "{", tokens[cursor] != "where" {
          if tokens[cursor] == "View", previous != "." || (cursor >= 2 && tokens[cursor - 2] == "SwiftUI") {
            isView = true
          }
          previous = tokens[cursor]
          cursor += 1
        }
      }
      result.append(Declaration(name: name, isView: isView))
    }
    return result
  }

  private static let keywords: Set<String> = [
    "func", "var", "let", "subscript", "init", "protocol", "case", "static", "final", "override",
  ]

  private static func isIdentifier(_ token: String) -> Bool {
    guard let first = token.first else { return false }
    return first == "_" || first.isLetter
  }

  /// Splits code into identifiers and single punctuation characters, dropping
  /// whitespace, comments and the contents of string literals.
  static func tokenize(_ code: String) -> [String] {
    lineTokens(code).map(\.text)
  }

  /// A token and the 0-based line it starts on.
  struct Token: Equatable {
    var text: String
    var line: Int
  }

  /// ``tokenize(_:)`` with each token's line.
  static func lineTokens(_ code: String) -> [Token] {
    var tokens: [Token] = []
    // The line of `index`: newlines are counted up to it as the scan moves on.
    var line = 0
    var counted = 0
    // Scalars, not Characters: no grapheme breaking, and every token boundary that
    // matters here is an ASCII character.
    let characters = Array(code.unicodeScalars)
    var index = 0
    func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
      if scalar.isASCII {
        return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar)
      }
      return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
    func peek(_ offset: Int) -> Unicode.Scalar? {
      index + offset < characters.count ? characters[index + offset] : nil
    }
    while index < characters.count {
      let character = characters[index]
      while counted < index {
        if characters[counted] == "\n" { line += 1 }
        counted += 1
      }
      let start = line
      if character == "/" && peek(1) == "/" {
        while index < characters.count, characters[index] != "\n" { index += 1 }
      } else if character == "/" && peek(1) == "*" {
        var depth = 0
        while index < characters.count {
          if characters[index] == "/" && peek(1) == "*" {
            depth += 1
            index += 2
            continue
          }
          if characters[index] == "*" && peek(1) == "/" {
            depth -= 1
            index += 2
            if depth == 0 { break }
            continue
          }
          index += 1
        }
      } else if character == "\"" {
        let multiline = peek(1) == "\"" && peek(2) == "\""
        index += multiline ? 3 : 1
        while index < characters.count {
          if characters[index] == "\\" {
            index += 2
            continue
          }
          if multiline {
            if characters[index] == "\"" && peek(1) == "\"" && peek(2) == "\"" {
              index += 3
              break
            }
          } else if characters[index] == "\"" || characters[index] == "\n" {
            index += 1
            break
          }
          index += 1
        }
        tokens.append(Token(text: "\"\"", line: start))
      } else if isWordScalar(character) {
        var word = String.UnicodeScalarView()
        while index < characters.count, isWordScalar(characters[index]) {
          word.append(characters[index])
          index += 1
        }
        tokens.append(Token(text: String(word), line: start))
      } else {
        if !character.properties.isWhitespace { tokens.append(Token(text: String(character), line: start)) }
        index += 1
      }
    }
    return tokens
  }
}
