/// Text from a chapter or a scenario made safe to print on a terminal: every character
/// a terminal would act on instead of showing is shown by name.
///
/// A scenario's output and an author's text reach the terminal in diagnostics, diffs
/// and crash excerpts; raw, an escape sequence could set the window title, write the
/// clipboard, erase lines or forge the summary, a carriage return could overwrite the
/// start of a line, and a bidirectional override could reorder what is read. The
/// report and every diagnostic pass through ``visible(_:)`` once, where they are
/// rendered, so no producer has to remember it.
public enum TerminalText {
  /// Whether a terminal could act on `scalar` instead of showing it: C0 controls but
  /// tab and newline, DEL, C1 controls, and the bidirectional embeddings, overrides and
  /// isolates (U+202A–U+202E, U+2066–U+2069).
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: return false
    case 0x00..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// How many characters of one line of output a report shows.
  static let lineLimit = 240

  /// `line`, cut after ``lineLimit`` characters with a note of how much more there was,
  /// so one enormous printed line cannot bury the report.
  static func shortened(_ line: String) -> String {
    guard line.count > lineLimit else { return line }
    return line.prefix(lineLimit) + "… (\(line.count - lineLimit) more characters)"
  }

  /// `text` with each control shown: C0 controls and DEL in caret notation (`^[` for
  /// ESC, `^M` for a carriage return, `^?` for DEL), the others as `\u{…}`.
  public static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if !isControl(scalar) {
        shown.append(scalar)
      } else if scalar.value < 0x20 || scalar.value == 0x7F {
        shown.append("^")
        shown.append(Unicode.Scalar(UInt8((scalar.value + 0x40) & 0x7F)))
      } else {
        shown.append(contentsOf: name(of: scalar).unicodeScalars)
      }
    }
    return String(shown)
  }

  /// `\u{…}` with the scalar's value in upper-case hexadecimal, as Swift writes it.
  static func name(of scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
  }
}
