import Foundation

/// Checks a theme's head or footer HTML for anything that could run script or change
/// where the page loads from.
///
/// Pages carry `script-src 'self'` and Folio promises that no page runs script an
/// author did not write as code; a template is the author's HTML pasted into every
/// page, so it may hold markup and styles, not `<script>`, event attributes
/// (`onload=`), `javascript:` addresses, frames, plugins, `<base>` or
/// `<meta http-equiv>`.
enum ThemeTemplate {
  /// Elements a template may not contain.
  static let refusedElements = ["script", "iframe", "frame", "frameset", "object", "embed", "applet", "base", "portal"]

  /// The first unsafe construct in `html` (the file at `path`), located at its line and
  /// column, or `nil` when there is none.
  static func firstUnsafe(in html: String, path: String) -> FolioError? {
    let scalars = Array(html.unicodeScalars)
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "<" else {
        index += 1
        continue
      }
      var end = index + 1
      var quote: Unicode.Scalar?
      while end < scalars.count {
        let scalar = scalars[end]
        if let open = quote {
          if scalar == open { quote = nil }
        } else if scalar == "\"" || scalar == "'" {
          quote = scalar
        } else if scalar == ">" {
          break
        }
        end += 1
      }
      let tag = String(String.UnicodeScalarView(scalars[index..<min(end + 1, scalars.count)]))
      if let construct = unsafeConstruct(inTag: tag) {
        return .unsafeTemplate(location(of: index, in: scalars, path: path), construct: construct)
      }
      index = end + 1
    }
    return nil
  }

  /// What makes one tag (`<…>`) unsafe, in words, or `nil`.
  static func unsafeConstruct(inTag tag: String) -> String? {
    let lower = tag.lowercased()
    let name = String(lower.dropFirst().drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber || $0 == "-" })
    if refusedElements.contains(name) { return "a <\(name)> element" }
    if name == "meta", lower.contains("http-equiv") { return "a <meta http-equiv> element" }
    if name.isEmpty { return nil }
    for attribute in attributeNames(lower) where attribute.hasPrefix("on") && attribute.count > 2 {
      return "an event attribute '\(attribute)='"
    }
    let compact = decoded(lower).unicodeScalars.filter { $0.value > 0x20 }
    if String(String.UnicodeScalarView(compact)).contains("javascript:") { return "a javascript: address" }
    return nil
  }

  /// The attribute names of a tag (`<a href="x" title='on'>` → `href`, `title`), read
  /// as a browser does: a name, then optionally `=` and a quoted or bare value.
  static func attributeNames(_ tag: String) -> [String] {
    var names: [String] = []
    var rest = Substring(tag.dropFirst()).drop { $0 != " " && $0 != "\t" && $0 != "\n" && $0 != "/" && $0 != ">" }
    func isSpace(_ c: Character) -> Bool { c.isWhitespace || c == "/" }
    while true {
      rest = rest.drop(while: isSpace)
      guard let first = rest.first, first != ">" else { return names }
      let name = rest.prefix { !isSpace($0) && $0 != "=" && $0 != ">" }
      names.append(String(name.isEmpty ? rest.prefix(1) : name))
      rest = rest.dropFirst(max(name.count, 1)).drop(while: \.isWhitespace)
      guard rest.first == "=" else { continue }
      rest = rest.dropFirst().drop(while: \.isWhitespace)
      if let quote = rest.first, quote == "\"" || quote == "'" {
        rest = rest.dropFirst().drop { $0 != quote }.dropFirst()
      } else {
        rest = rest.drop { !$0.isWhitespace && $0 != ">" }
      }
    }
  }

  /// `text` with numeric character references (`&#106;`, `&#x6A;`) and `&colon;` replaced
  /// by their characters, as a browser reads an attribute.
  static func decoded(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      let after = rest[rest.index(after: amp)...]
      if after.hasPrefix("colon;") {
        result += ":"
        rest = after.dropFirst(6)
        continue
      }
      if after.hasPrefix("#") {
        let body = after.dropFirst()
        let hex = body.hasPrefix("x")
        let digits = (hex ? body.dropFirst() : body).prefix { hex ? $0.isHexDigit : $0.isNumber }
        if let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value) {
          result.unicodeScalars.append(scalar)
          rest = (hex ? body.dropFirst() : body).dropFirst(digits.count)
          if rest.first == ";" { rest = rest.dropFirst() }
          continue
        }
      }
      result += "&"
      rest = after
    }
    return result + rest
  }

  private static func location(of offset: Int, in scalars: [Unicode.Scalar], path: String) -> SourceLocation {
    var line = 1
    var column = 1
    for scalar in scalars[..<offset] {
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return SourceLocation(path: path, line: line, column: column)
  }
}
