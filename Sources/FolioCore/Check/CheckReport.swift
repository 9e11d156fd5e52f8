/// Everything a check of the book found, ready for the command line to print.
public struct CheckReport: Equatable, Sendable {
  /// Errors and warnings that belong to no check (loading, extraction).
  public var diagnostics: [Diagnostic]
  /// One outcome per check, in chapter order.
  public var outcomes: [CheckOutcome]
  /// What kept Folio from checking the book: printed first, without a chapter location,
  /// and never counted as a failed check.
  public var toolFailures: [ToolFailure]

  /// Creates a report.
  public init(diagnostics: [Diagnostic], outcomes: [CheckOutcome], toolFailures: [ToolFailure] = []) {
    self.diagnostics = diagnostics
    self.outcomes = outcomes
    self.toolFailures = toolFailures
  }

  /// Checks whose text and behaviour agree.
  public var passed: Int { outcomes.filter { $0.passed && $0.kind != .scenarioTypecheck }.count }

  /// Failed checks, plus one per error that stopped a check from existing (a malformed
  /// info string, an unknown scenario), so a book with any error never reports 0 failed.
  public var failed: Int {
    outcomes.filter { !$0.passed }.count + diagnostics.filter { $0.severity == .error }.count
  }

  /// Whether every check ran and agreed.
  public var succeeded: Bool { failed == 0 && toolFailures.isEmpty }

  /// The closing line: `N passed, N failed`, and when Folio could not run, that it did
  /// not check the book (so a tool failure never reads as a wrong chapter).
  public var summary: String {
    let counts = "\(passed) passed, \(failed) failed"
    guard !toolFailures.isEmpty else { return counts }
    return counts + "; folio could not check the book (\(toolFailures.count) tool failure"
      + (toolFailures.count == 1 ? ")" : "s)")
  }

  /// The whole report as printed: diagnostics and diffs in chapter order, then the
  /// summary; control characters from chapters and scenarios are shown (``TerminalText``),
  /// so no output can forge or hide a line of the report.
  public var rendered: String { rendered(in: .plain) }

  /// The report as ``rendered``, painted in `style`: every part is made visible first,
  /// then painted, so the only escapes are Folio's own.
  public func rendered(in style: TerminalStyle) -> String {
    let visible = TerminalText.visible
    var entries: [(SourceLocation, Int, String)] = diagnostics.enumerated().map {
      ($1.location, $0, $1.rendered(in: style))
    }
    for (index, outcome) in outcomes.enumerated() where !outcome.passed {
      var text = outcome.problems.map { Diagnostic($0).rendered(in: style) }
      if let diff = outcome.diff {
        text += diff.text.split(separator: "\n", omittingEmptySubsequences: false).map {
          style.paintDiffLine(Substring(visible(String($0))))
        }
      }
      if let excerpt = outcome.excerpt {
        text.append(
          excerpt.isEmpty
            ? "    (nothing was printed before it stopped)"
            : (["    last output before it stopped:"] + excerpt.map { "    | " + visible(TerminalText.shortened($0)) })
              .joined(separator: "\n"))
      }
      entries.append((outcome.location, diagnostics.count + index, text.joined(separator: "\n")))
    }
    entries.sort { ($0.0, $0.1) < ($1.0, $1.1) }
    return (toolFailures.map { $0.rendered(in: style) } + entries.map(\.2) + [visible(summary)]).joined(separator: "\n")
  }
}
