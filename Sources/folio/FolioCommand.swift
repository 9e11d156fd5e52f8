import ArgumentParser
import FolioCore
import FolioPipeline
import FolioToolchain
import Foundation

/// `folio`: checks that a literate SwiftUI book's examples behave as its text says,
/// and builds the book's site.
@main
struct FolioCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "folio",
    abstract: "Check a book's scenarios against their transcripts and build its site.",
    subcommands: [TestCommand.self, BuildCommand.self, SourcesCommand.self])
}

/// Options shared by `test` and `build`.
struct CheckOptions: ParsableArguments {
  @Flag(help: "Rewrite disagreeing transcripts with the real output, keeping their actions.")
  var update = false

  @Option(help: "Seconds each transcript may run before it is stopped.")
  var timeout: Double = ScenarioRunner.defaultTimeout

  @Option(help: ArgumentHelp("Scratch folder for generated sources and executables.", visibility: .hidden))
  var workDirectory = ".build/folio-work"

  @Option(help: "Where compiled scenarios and finished runs are kept between builds.")
  var cacheDir = BuildCache.defaultDirectory

  @Flag(help: "Print no progress lines (the report still prints).")
  var quiet = false

  @Option(help: "Colour the report: auto (on a terminal, unless NO_COLOR is set), always or never.")
  var color: ColorOption = .auto

  /// How the report is painted, from `--color`, standard output and the environment.
  var style: TerminalStyle {
    TerminalStyle.resolve(
      color.choice, isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
  }

  @Flag(
    name: .customLong("no-sandbox"),
    help:
      "Run compiles and scenarios unconfined, on machines without namespaces (chapter code can do anything you can).")
  var noSandbox = false

  /// The check's options for these chapter paths.
  func checkOptions(paths: [String]) -> BookCheckOptions {
    BookCheckOptions(
      paths: paths, update: update, timeout: timeout, workDirectory: workDirectory, cacheDirectory: cacheDir,
      progress: quiet ? .silent : .standardError(), sandboxed: !noSandbox)
  }

  func validate() throws {
    guard timeout > 0 else { throw ValidationError("--timeout must be positive") }
  }
}

/// The `--color` values, as the command line spells them.
enum ColorOption: String, CaseIterable, ExpressibleByArgument {
  case auto, always, never

  /// The choice this names.
  var choice: TerminalStyle.ColorChoice {
    switch self {
    case .auto: .auto
    case .always: .always
    case .never: .never
    }
  }
}

extension ValidationError {
  /// A flag folio refuses, as a usage error: what is wrong, then how to fix it.
  init(refused error: FolioError) {
    self.init(error.message + (error.hint.map { "\nhint: \($0)" } ?? ""))
  }
}

/// Prints a check's report once, at the edge: tool failures, diagnostics, diffs, then
/// `N passed, N failed`.
enum ReportPrinter {
  /// Prints the report; throws ``ExitCode/toolFailure`` when Folio could not check the book.
  static func print(_ result: BookCheckResult, in style: TerminalStyle) throws {
    for path in result.updatedPaths { Swift.print(TerminalText.visible("updated \(path)")) }
    Swift.print(result.report.rendered(in: style))
    if !result.report.toolFailures.isEmpty { throw ExitCode.toolFailure }
  }
}

extension ExitCode {
  /// Folio could not do its work (no compiler, no engine, no sandbox, cannot write):
  /// not a failed check.
  static let toolFailure = ExitCode(3)
}
