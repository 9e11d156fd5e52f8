/// How a transcript holds an output line that would otherwise be read as something
/// else: a line starting with a backslash is output, taken as written after it.
///
/// `--update` writes whatever a scenario printed into the chapter, and some lines would
/// change the chapter's meaning: a fence closes the block, `> tap "x"` is an action,
/// `...` is a wildcard, `#- x` would read as a hidden line (an error in a transcript),
/// a carriage return ends the line. Such a line is written with a
/// leading `\`; in the rest of it `\\` is a backslash and `\u{1B}` a character by its
/// hexadecimal value, and any other backslash stands for itself. Control characters
/// (those ``TerminalText`` shows by name) are written as `\u{…}` too, so a chapter
/// never holds bytes that act on a terminal.
enum TranscriptLineEscape {
  /// The line a transcript must hold to read back as exactly `output` (`output` itself
  /// when it needs no escape).
  static func written(_ output: String) -> String {
    guard needsEscape(output) else { return output }
    var text = "\\"
    for scalar in output.unicodeScalars {
      if scalar == "\\" {
        text += "\\\\"
      } else if scalar == "\n" || scalar == "\r" || TerminalText.isControl(scalar) {
        text += TerminalText.name(of: scalar)
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// The output an escaped transcript line stands for, or `nil` when `line` does not
  /// start with a backslash.
  static func output(ofEscaped line: String) -> String? {
    // Scalars, not characters: a combining mark after the backslash joins it in one
    // character, and the writer must agree with the reader on such a line.
    guard line.unicodeScalars.first == "\\" else { return nil }
    var rest = line.unicodeScalars.dropFirst()
    var output = String.UnicodeScalarView()
    while let scalar = rest.popFirst() {
      guard scalar == "\\" else {
        output.append(scalar)
        continue
      }
      if rest.first == "\\" {
        rest.removeFirst()
        output.append("\\")
      } else if let coded = codedScalar(rest) {
        output.append(coded.scalar)
        rest = coded.after
      } else {
        output.append(scalar)
      }
    }
    return String(output)
  }

  /// Whether a transcript line holding `output` as written would read as something else,
  /// or would hold a character a terminal acts on.
  static func needsEscape(_ output: String) -> Bool {
    // Fences by scalars, as cmark reads bytes.
    let scalars = output.unicodeScalars
    let indented = scalars.drop { $0 == " " || $0 == "\t" }
    return scalars.first == "\\" || TranscriptParser.isActionLine(output) || output.droppingTrailingWhitespace == "..."
      || HiddenLines.isHidden(Substring(output))
      || indented.starts(with: "```".unicodeScalars) || indented.starts(with: "~~~".unicodeScalars)
      || scalars.contains { $0 == "\n" || $0 == "\r" || TerminalText.isControl($0) }
  }

  /// `u{HEX}` at the start of `text` (1 to 6 hexadecimal digits naming a Unicode
  /// scalar), and what follows it.
  private static func codedScalar(_ text: Substring.UnicodeScalarView)
    -> (scalar: Unicode.Scalar, after: Substring.UnicodeScalarView)?
  {
    guard text.starts(with: "u{".unicodeScalars) else { return nil }
    let digits = text.dropFirst(2).prefix { $0.properties.isASCIIHexDigit }
    let after = text.dropFirst(2 + digits.count)
    guard (1...6).contains(digits.count), after.first == "}", let value = UInt32(String(digits), radix: 16),
      let scalar = Unicode.Scalar(value)
    else { return nil }
    return (scalar, after.dropFirst())
  }
}
