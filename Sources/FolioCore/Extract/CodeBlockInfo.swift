/// A code block's info string, parsed: the language word, then `key=value`
/// attributes and bare flags, in order.
///
/// Values may be quoted as `"…"` with `\"` and `\\` escapes, so an `expect=` text can
/// hold spaces and quotes. ``role(at:)`` then says what Folio does with the block.
struct CodeBlockInfo: Equatable, Sendable {
  /// One `key=value` attribute or bare flag (`value == nil`).
  struct Attribute: Equatable, Sendable {
    /// The attribute's name.
    var name: String
    /// The attribute's value, or `nil` for a bare flag.
    var value: String?
  }

  /// The first word of the info string (empty when there is none).
  var language: String
  /// The attributes and flags after the language, in source order.
  var attributes: [Attribute]

  /// Creates a parsed info string.
  init(language: String, attributes: [Attribute] = []) {
    self.language = language
    self.attributes = attributes
  }

  /// The value of attribute `name`, if given with a value.
  func value(_ name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// Whether `name` is given (as a flag or an attribute).
  func has(_ name: String) -> Bool {
    attributes.contains { $0.name == name }
  }

  // MARK: - Parsing

  /// Parses an info string.
  ///
  /// - Parameters:
  ///   - info: The text after the opening fence.
  ///   - location: Where the block starts, for the error.
  /// - Returns: The parsed info, or a `malformedInfoString`/`duplicateAttribute` error.
  static func parse(_ info: String, at location: SourceLocation) -> Result<CodeBlockInfo, FolioError> {
    // Scalars, not characters: a combining mark after a space must not glue the two
    // into one "character" that is no longer a separator.
    var scanner = Substring(info).unicodeScalars
    func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }
    func skipSpaces() { scanner = scanner.drop(while: isSpace) }
    func word() -> String {
      let word = scanner.prefix { !isSpace($0) && $0 != "=" && $0 != "\"" }
      scanner = scanner.dropFirst(word.count)
      return String(Substring(word))
    }

    skipSpaces()
    let language = scanner.prefix { !isSpace($0) }
    scanner = scanner.dropFirst(language.count)
    var result = CodeBlockInfo(language: String(Substring(language)))

    while true {
      skipSpaces()
      guard let first = scanner.first else { break }
      let name = word()
      if name.isEmpty {
        return .failure(.malformedInfoString(location, detail: "expected an attribute name, found '\(first)'"))
      }
      var value: String?
      if scanner.first == "=" {
        scanner = scanner.dropFirst()
        if scanner.first == "\"" {
          switch quoted(&scanner) {
          case .success(let text): value = text
          case .failure(let error): return .failure(.malformedInfoString(location, detail: "\(name)=: \(error.detail)"))
          }
        } else {
          let text = scanner.prefix { !isSpace($0) }
          if text.contains("\"") {
            return .failure(.malformedInfoString(location, detail: "\(name)=: a quote inside an unquoted value"))
          }
          scanner = scanner.dropFirst(text.count)
          value = String(Substring(text))
        }
      } else if scanner.first == "\"" {
        return .failure(.malformedInfoString(location, detail: "'\(name)' is followed by a quote without '='"))
      }
      if let next = scanner.first, !isSpace(next) {
        return .failure(.malformedInfoString(location, detail: "expected a space after '\(name)', found '\(next)'"))
      }
      if result.has(name) {
        return .failure(.duplicateAttribute(location, name: name))
      }
      result.attributes.append(Attribute(name: name, value: value))
    }
    return .success(result)
  }

  /// Reads `"…"` at the start of `scanner`, resolving `\"` and `\\`.
  private static func quoted(_ scanner: inout Substring.UnicodeScalarView) -> Result<String, QuoteError> {
    scanner = scanner.dropFirst()
    var text = String.UnicodeScalarView()
    while let scalar = scanner.first {
      scanner = scanner.dropFirst()
      switch scalar {
      case "\"":
        return .success(String(text))
      case "\\":
        guard let escaped = scanner.first else { return .failure(QuoteError("unterminated quoted value")) }
        guard escaped == "\"" || escaped == "\\" else {
          return .failure(QuoteError("unknown escape '\\\(escaped)' (only \\\" and \\\\)"))
        }
        text.append(escaped)
        scanner = scanner.dropFirst()
      default:
        text.append(scalar)
      }
    }
    return .failure(QuoteError("unterminated quoted value"))
  }

  private struct QuoteError: Error {
    let detail: String
    init(_ detail: String) { self.detail = detail }
  }
}
