/// Everything a check of the book found, ready for the command line to print.
public struct CheckReport: Equatable, Sendable {
  /// Errors and warnings that belong to no check (loading, extraction).
  var diagnostics: [Diagnostic]
  /// One outcome per check, in chapter order.
  var outcomes: [CheckOutcome]
  /// What kept Folio from checking the book: printed first, without a chapter location,
  /// and never counted as a failed check. (What kept a single check from running is
  /// that check's ``CheckOutcome/toolFailure``.)
  var toolFailures: [ToolFailure]

  /// Creates a report.
  init(diagnostics: [Diagnostic], outcomes: [CheckOutcome], toolFailures: [ToolFailure] = []) {
    self.diagnostics = diagnostics
    self.outcomes = outcomes
    self.toolFailures = toolFailures
  }

  /// Checks whose text and behaviour agree.
  var passed: Int { outcomes.filter { $0.passed && $0.kind != .scenarioTypecheck }.count }

  /// Failed checks, plus one per error that stopped a check from existing (a malformed
  /// info string, an unknown scenario), so a book with any error never reports 0 failed.
  var failed: Int {
    outcomes.filter(\.failed).count + diagnostics.filter { $0.severity == .error }.count
  }

  /// Checks a tool failure kept from running: neither passed nor failed.
  var notRun: Int { outcomes.filter { !$0.ran }.count }

  /// Every distinct tool failure, the book's and the checks', each with the checks it
  /// kept from running.
  var groupedToolFailures: [(failure: ToolFailure, notRun: [SourceLocation])] {
    ReportText.toolFailures(
      book: toolFailures, checks: outcomes.compactMap { outcome in outcome.toolFailure.map { ($0, outcome.location) } })
  }

  /// Whether every check ran and agreed.
  var succeeded: Bool { failed == 0 && toolFailures.isEmpty && notRun == 0 }

  /// Warnings among the diagnostics: they fail a run only with `--deny-warnings`.
  var warnings: Int { diagnostics.count { $0.severity == .warning } }

  /// The command's exit status (``ExitStatus``).
  var exitStatus: ExitStatus { ExitStatus(failed: failed, toolFailures: groupedToolFailures.count) }

  /// The closing line (``ReportText/summary(passed:failed:notRun:toolFailures:)``).
  var summary: String {
    ReportText.summary(passed: passed, failed: failed, notRun: notRun, toolFailures: groupedToolFailures.count)
  }

  /// The whole report as printed (``ReportText/render(toolFailures:entries:summary:)``):
  /// tool failures, then diagnostics and failed checks in chapter order, then the summary.
  var rendered: String { rendered(in: .plain) }

  /// The report as ``rendered``, painted in `style`.
  func rendered(in style: TerminalStyle) -> String {
    var entries = diagnostics.map { ReportText.Entry(location: $0.location, text: $0.rendered(in: style)) }
    for outcome in outcomes where outcome.failed {
      let text = ReportText.failedCheck(
        problems: outcome.problems.map(Diagnostic.init), diff: outcome.diff?.text, excerpt: outcome.excerpt,
        style: style)
      entries.append(ReportText.Entry(location: outcome.location, text: text))
    }
    return ReportText.render(
      toolFailures: groupedToolFailures.map { ReportText.toolFailure($0.failure, notRun: $0.notRun, style: style) },
      entries: entries, summary: summary)
  }
}
