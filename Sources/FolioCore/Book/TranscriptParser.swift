import ScenarioWire

/// Reads the text of a `transcript` block: `> ` lines are actions, every other line is
/// output expected after the previous action (or during mount, before the first); a
/// line starting with `\` is output whatever follows (``TranscriptLineEscape``).
enum TranscriptParser {
  /// Parses a transcript block.
  ///
  /// - Parameters:
  ///   - lines: The block's lines, without newlines.
  ///   - firstLine: The chapter line of `lines[0]`.
  ///   - path: The chapter path, for errors.
  /// - Returns: The mount output and steps, or every malformed action found.
  static func parse(
    _ lines: [String], firstLine: Int, path: String
  ) -> Result<(mount: [ExpectedLine], steps: [TranscriptStep]), TranscriptErrors> {
    var mount: [ExpectedLine] = []
    var steps: [TranscriptStep] = []
    var errors: [FolioError] = []
    func expect(_ expected: ExpectedLine) {
      if steps.isEmpty {
        mount.append(expected)
      } else {
        steps[steps.count - 1].expected.append(expected)
      }
    }
    for (offset, text) in lines.enumerated() {
      let line = firstLine + offset
      if let output = TranscriptLineEscape.output(ofEscaped: text) {
        expect(ExpectedLine(output, line: line, literal: true))
      } else if HiddenLines.isHidden(Substring(text)) {
        // A transcript shows every line: a hidden-line marker here is a mistake.
        errors.append(.hiddenLineInTranscript(SourceLocation(path: path, line: line)))
      } else if isActionLine(text) {
        let body = String(text.dropFirst(2))
        switch action(body) {
        case .success(let action):
          steps.append(TranscriptStep(action: action, source: text, line: line))
        case .failure(let problem):
          errors.append(
            .malformedAction(SourceLocation(path: path, line: line, column: 3), text: body, detail: problem.detail))
        }
      } else {
        expect(ExpectedLine(text, line: line))
      }
    }
    return errors.isEmpty ? .success((mount, steps)) : .failure(TranscriptErrors(errors: errors))
  }

  /// Whether a transcript line is an action: it starts with `> `.
  static func isActionLine(_ line: String) -> Bool { line.hasPrefix("> ") }

  /// Every malformed action of one transcript block.
  struct TranscriptErrors: Error, Equatable {
    /// The errors, in line order.
    var errors: [FolioError]
  }

  /// A reason an action line cannot be read.
  struct ActionProblem: Error, Equatable {
    /// What is wrong.
    var detail: String
  }

  // MARK: - Actions

  /// Parses the text after `> ` into an action.
  static func action(_ text: String) -> Result<ScenarioAction, ActionProblem> {
    var scanner = Substring(text)
    func fail(_ detail: String) -> Result<ScenarioAction, ActionProblem> { .failure(ActionProblem(detail: detail)) }
    let verb = keyword(&scanner)
    switch verb {
    case "tap", "clear", "toggle", "submit":
      guard case .success(let title) = quoted(&scanner) else {
        return fail("\(verb) needs a quoted title: \(verb) \"Title\"")
      }
      guard atEnd(scanner) else { return fail("unexpected text after the title") }
      let titled: [String: (String) -> ScenarioAction] = [
        "tap": ScenarioAction.tap, "clear": ScenarioAction.clear, "toggle": ScenarioAction.toggle,
        "submit": ScenarioAction.submit,
      ]
      return .success(titled[verb]!(title))
    case "type":
      guard case .success(let typed) = quoted(&scanner) else {
        return fail("type needs a quoted text: type \"text\" into \"Title\"")
      }
      guard keyword(&scanner) == "into" else { return fail("expected 'into' after the typed text") }
      guard case .success(let field) = quoted(&scanner) else {
        return fail("type needs a quoted field title after 'into'")
      }
      guard atEnd(scanner) else { return fail("unexpected text after the field title") }
      return .success(.type(typed, into: field))
    case "wait":
      let amount = keyword(&scanner)
      guard atEnd(scanner) else { return fail("unexpected text after the duration") }
      guard let milliseconds = milliseconds(amount) else {
        return fail("expected a duration such as 3s, 1.5s or 250ms")
      }
      return .success(.wait(milliseconds: milliseconds))
    case "screen", "unmount", "back":
      guard atEnd(scanner) else { return fail("'\(verb)' takes no arguments") }
      return .success(verb == "screen" ? .screen : verb == "back" ? .back : .unmount)
    case "":
      return fail("empty action")
    default:
      return fail("unknown action '\(verb)'")
    }
  }

  /// `3s`, `1.5s`, `250ms` as a whole number of milliseconds.
  static func milliseconds(_ text: String) -> Int? {
    let (number, scale): (Substring, Double) =
      text.hasSuffix("ms") ? (text.dropLast(2), 1) : text.hasSuffix("s") ? (text.dropLast(1), 1000) : ("", 0)
    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let value = Double(number)
    else { return nil }
    let milliseconds = value * scale
    guard milliseconds == milliseconds.rounded(), milliseconds < Double(Int32.max) else { return nil }
    return Int(milliseconds)
  }

  private static func keyword(_ scanner: inout Substring) -> String {
    scanner = scanner.drop { $0 == " " }
    let word = scanner.prefix { $0 != " " && $0 != "\"" }
    scanner = scanner.dropFirst(word.count)
    return String(word)
  }

  private static func atEnd(_ scanner: Substring) -> Bool {
    scanner.allSatisfy { $0 == " " || $0 == "\t" }
  }

  private static func quoted(_ scanner: inout Substring) -> Result<String, ActionProblem> {
    scanner = scanner.drop { $0 == " " }
    guard scanner.first == "\"" else { return .failure(ActionProblem(detail: "expected a quoted string")) }
    scanner = scanner.dropFirst()
    var text = ""
    while let character = scanner.first {
      scanner = scanner.dropFirst()
      switch character {
      case "\"":
        return .success(text)
      case "\\":
        guard let escaped = scanner.first, escaped == "\"" || escaped == "\\" else {
          return .failure(ActionProblem(detail: "only \\\" and \\\\ may be escaped"))
        }
        text.append(escaped)
        scanner = scanner.dropFirst()
      default:
        text.append(character)
      }
    }
    return .failure(ActionProblem(detail: "unterminated quoted string"))
  }
}
