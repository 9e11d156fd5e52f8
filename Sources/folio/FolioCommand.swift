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
    version: FolioVersion.description,
    subcommands: [
      InitCommand.self, TestCommand.self, BuildCommand.self, ServeCommand.self, MergeCommand.self, SourcesCommand.self,
      CacheCommand.self,
    ])

  /// Runs the command line, as ArgumentParser would, except that a usage error (an
  /// unknown flag, a bad value, a refused `--out`) exits with ``ExitCode/usageError``
  /// rather than sysexits' 64: folio's exit codes are 0, 1, 2 and 3 (README).
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      Foundation.exit(ExitCode.usageError.rawValue)
    }
  }
}

/// `--update`, which `test` and `build` take and `serve` does not offer: a rebuild on
/// every save must not rewrite the chapter being edited.
struct UpdateOption: ParsableArguments, Sendable {
  @Flag(help: "Rewrite disagreeing transcripts with the real output, keeping their actions.")
  var update = false
}

/// Options shared by `test`, `build` and `serve`.
struct CheckOptions: ParsableArguments, Sendable {
  @Option(help: "Seconds each transcript may run before it is stopped.")
  var timeout: Double = ScenarioRunner.defaultTimeout

  @Option(
    help: ArgumentHelp(
      "Scratch folder for generated sources and executables (default: .folio/work in the book).",
      visibility: .hidden))
  var workDirectory: String?

  @Option(
    help: ArgumentHelp(
      "Where compiled scenarios and finished runs are kept between builds (default: .folio/cache in the book)."))
  var cacheDir: String?

  @Flag(help: "Print no progress lines (the report still prints).")
  var quiet = false

  @Option(help: "Colour the report: auto (on a terminal, unless NO_COLOR is set), always or never.")
  var color: ColorOption = .auto

  /// How the report is painted, from `--color`, standard output and the environment.
  var style: TerminalStyle {
    TerminalStyle.resolve(
      color.choice, isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
  }

  @Flag(help: "Fail (exit 1) when there is any warning, as for an error: for CI.")
  var denyWarnings = false

  @Flag(
    help:
      "Fail transcripts whose steps rely on a modelled engine rule, a choice where public evidence about SwiftUI is silent."
  )
  var strictEvidence = false

  @Flag(
    name: .customLong("no-sandbox"),
    help:
      "Run compiles and scenarios unconfined, on machines without namespaces (chapter code can do anything you can).")
  var noSandbox = false

  /// The check's options for these chapter paths, rewriting disagreeing transcripts if
  /// `update`: the folders not given are the book's (``BookWorkspace``).
  func checkOptions(paths: [String], update: Bool = false) -> BookCheckOptions {
    var options = BookCheckOptions(
      paths: paths, update: update, timeout: timeout, workDirectory: workDirectory, cacheDirectory: cacheDir,
      progress: quiet ? .silent : .standardError(), sandboxed: !noSandbox)
    options.strictEvidence = strictEvidence
    options.forkServers = ProcessInfo.processInfo.environment["FOLIO_FORK_SERVER"] != "0"
    if let bound = try? CacheBound.resolve() { options.cacheBound = bound.size }
    return options
  }

  func validate() throws {
    guard timeout > 0 else { throw ValidationError("--timeout must be positive") }
    _ = try CacheBound.resolve()
  }

  /// Refuses a cache or work folder that is, lies inside or contains a chapters folder.
  func checkScratchFolders(chapters: [String]) throws {
    let folders = checkOptions(paths: chapters)
    do throws(FolioError) {
      try ScratchFolders(cacheDirectory: folders.cacheDirectory, workDirectory: folders.workDirectory)
        .check(chapters: chapters)
    } catch {
      throw ValidationError(refused: error)
    }
  }
}

/// The `--color` values, as the command line spells them.
enum ColorOption: String, CaseIterable, ExpressibleByArgument, Sendable {
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

extension FolioCommand {
  /// `error` as ArgumentParser prints a usage error of `subcommand`: the message, then
  /// that subcommand's usage.
  static func fullMessage(for error: ValidationError, in subcommand: ParsableCommand.Type) -> String {
    let name = subcommand.configuration.commandName ?? ""
    let usage =
      subcommand.helpMessage().split(separator: "\n").first { $0.hasPrefix("USAGE: ") }
      .map { "folio " + $0.dropFirst("USAGE: ".count) } ?? "folio \(name)"
    return "Error: \(error.message)\nUsage: \(usage)\n  See 'folio \(name) --help' for more information."
  }
}

extension ExitCode {
  /// The command line or its configuration is wrong (an unknown flag, a bad value, a
  /// refused output path): nothing was checked.
  static let usageError = ExitCode(ExitStatus.usage.rawValue)

  /// Folio could not do its work (no compiler, no engine, no sandbox, cannot write):
  /// not a failed check.
  static let toolFailure = ExitCode(ExitStatus.toolFailure.rawValue)
}
