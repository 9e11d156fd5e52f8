/// The report as the command line prints it, from its parts. `folio test`, `folio build`
/// and `folio merge` all print through it, so a merged report reads as one run's.
enum ReportText {
  /// One failed check or diagnostic, printed at its place in chapter order.
  struct Entry: Sendable {
    /// Where it is: entries print in location order.
    var location: SourceLocation
    /// The text printed for it.
    var text: String
  }

  /// A failed check's text: its problems, then its diff, then the last output a stopped
  /// scenario printed; every part made visible (``TerminalText``), then painted in `style`.
  static func failedCheck(
    problems: [Diagnostic], diff: String?, excerpt: [String]?, style: TerminalStyle = .plain
  ) -> String {
    let visible = TerminalText.visible
    var text = problems.map { $0.rendered(in: style) }
    if let diff {
      text += diff.split(separator: "\n", omittingEmptySubsequences: false).map {
        style.paintDiffLine(Substring(visible(String($0))))
      }
    }
    if let excerpt {
      text.append(
        excerpt.isEmpty
          ? "    (nothing was printed before it stopped)"
          : (["    last output before it stopped:"] + excerpt.map { "    | " + visible(TerminalText.shortened($0)) })
            .joined(separator: "\n"))
    }
    return text.joined(separator: "\n")
  }

  /// The distinct tool failures, each once, in the order first met: those that kept the
  /// whole book from being checked, then those that kept single checks from running,
  /// with the checks they kept from running.
  static func toolFailures(
    book: [ToolFailure], checks: [(failure: ToolFailure, location: SourceLocation)]
  ) -> [(failure: ToolFailure, notRun: [SourceLocation])] {
    var grouped: [(failure: ToolFailure, notRun: [SourceLocation])] = []
    for failure in book where !grouped.contains(where: { $0.failure == failure }) {
      grouped.append((failure, []))
    }
    for (failure, location) in checks {
      if let index = grouped.firstIndex(where: { $0.failure == failure }) {
        grouped[index].notRun.append(location)
      } else {
        grouped.append((failure, [location]))
      }
    }
    return grouped
  }

  /// How many of the checks a tool failure kept from running are named.
  static let notRunShown = 5

  /// A tool failure as printed: `folio: error: …`, its hint, and the first checks it
  /// kept from running.
  static func toolFailure(_ failure: ToolFailure, notRun: [SourceLocation], style: TerminalStyle = .plain)
    -> String
  {
    guard !notRun.isEmpty else { return failure.rendered(in: style) }
    let sorted = notRun.sorted()
    let named = sorted.prefix(notRunShown).map(\.description).joined(separator: ", ")
    let more = sorted.count > notRunShown ? " and \(sorted.count - notRunShown) more" : ""
    return failure.rendered(in: style) + "\n    not run: " + TerminalText.visible(named) + more
  }

  /// The closing line: `N passed, N failed`, the checks that did not run, and when
  /// Folio could not do its work, that it did not check the book (so a tool failure
  /// never reads as a wrong chapter).
  static func summary(passed: Int, failed: Int, notRun: Int, toolFailures: Int) -> String {
    var line = "\(passed) passed, \(failed) failed"
    if notRun > 0 { line += ", \(notRun) not run" }
    guard toolFailures > 0 else { return line }
    return line + "; folio could not check the book (\(toolFailures) tool failure" + (toolFailures == 1 ? ")" : "s)")
  }

  /// The whole report: tool failures first, then `entries` in chapter order (ties keep
  /// their order), then the summary. Every part arrives made visible (``TerminalText``),
  /// so no output can forge or hide a line of the report, and painted: the only escapes
  /// are Folio's own.
  static func render(toolFailures: [String], entries: [Entry], summary: String) -> String {
    let ordered = entries.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
    return (toolFailures + ordered.map(\.element.text) + [TerminalText.visible(summary)]).joined(separator: "\n")
  }
}
