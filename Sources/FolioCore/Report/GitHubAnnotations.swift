import Foundation

/// Results as GitHub Actions workflow commands (`::error file=…,line=…,col=…::message`),
/// printed when `GITHUB_ACTIONS=true` so each problem shows at its line in the pull
/// request: one per failed check, per error or warning of the book, per tool failure.
///
/// Values are escaped as the runner unescapes them: in the message `%`, CR and LF; in a
/// property also `:` and `,`. Everything else a chapter or a scenario printed reaches
/// the log as the report shows it, between ``stopCommands(token:)`` and ``resumeCommands(token:)``,
/// so no output line can be read as a command.
public enum GitHubAnnotations {
  /// Whether the environment is a GitHub Actions job.
  public static func enabled(environment: [String: String]) -> Bool {
    environment["GITHUB_ACTIONS"] == "true"
  }

  /// The commands for `results`, one per line.
  public static func commands(_ results: BookResults) -> [String] {
    var commands: [String] = []
    for diagnostic in results.diagnostics {
      commands.append(
        command(
          diagnostic.severity == .error ? "error" : "warning", at: diagnostic.location, title: "folio",
          message: diagnostic.message + (diagnostic.hint.map { "\nhint: \($0)" } ?? "")))
    }
    for check in results.checks where check.outcome == .failed {
      let title = JUnitReport.name(check)
      commands.append(
        command(
          "error", at: check.problems.first?.location ?? check.location, title: "folio: \(title)",
          message: message(check)))
    }
    for (failure, notRun) in results.groupedToolFailures {
      let message =
        failure.message + (failure.hint.map { "\nhint: \($0)" } ?? "")
        + (notRun.isEmpty ? "" : "\nnot run: " + notRun.sorted().map(\.description).joined(separator: ", "))
      commands.append(
        "::error title=\(property("folio could not check the book"))::\(data(TerminalText.visible(message)))")
    }
    return commands
  }

  /// A failed check's annotation text: what the report prints for it, without the
  /// location the annotation already has.
  static func message(_ check: CheckResult) -> String {
    let problems = check.problems.map { $0.message + ($0.hint.map { "\nhint: \($0)" } ?? "") }
    let rest = ReportText.failedCheck(problems: [], diff: check.diff, excerpt: check.excerpt)
    return (problems + [rest]).filter { !$0.isEmpty }.joined(separator: "\n")
  }

  /// `::KIND file=…,line=…,col=…,title=…::message`.
  static func command(_ kind: String, at location: SourceLocation, title: String, message: String) -> String {
    let properties = [
      ("file", location.path), ("line", "\(location.line)"), ("col", "\(location.column)"), ("title", title),
    ]
    return "::\(kind) "
      + properties.map { "\($0.0)=\(property(TerminalText.visible($0.1)))" }.joined(separator: ",") + "::"
      + data(TerminalText.visible(message))
  }

  /// A message escaped for a workflow command: `%`, CR and LF.
  static func data(_ text: String) -> String {
    var escaped = ""
    for character in text.unicodeScalars {
      switch character {
      case "%": escaped += "%25"
      case "\r": escaped += "%0D"
      case "\n": escaped += "%0A"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }

  /// A property value escaped for a workflow command: as ``data(_:)``, and `:` and `,`.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }

  /// The command that makes the runner ignore commands until ``resumeCommands(token:)``
  /// with the same `token` (one no output can know: chosen after the run).
  public static func stopCommands(token: String) -> String { "::stop-commands::\(token)" }

  /// The command that ends ``stopCommands(token:)``.
  public static func resumeCommands(token: String) -> String { "::\(token)::" }
}
