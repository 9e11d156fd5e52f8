import ArgumentParser
import FolioCore
import FolioPipeline
import FolioToolchain
import Foundation

/// `--junit PATH` and `--json PATH`: the results files of `test`, `build` and `merge`.
struct ResultsOptions: ParsableArguments, Sendable {
  @Option(help: ArgumentHelp("Also write the results as JUnit XML to this file.", valueName: "path"))
  var junit: String?

  @Option(help: ArgumentHelp("Also write the results as JSON (docs/results-json.md) to this file.", valueName: "path"))
  var json: String?

  /// The files asked for.
  var files: [ResultsFile] {
    [junit.map { ResultsFile($0, flag: "--junit") }, json.map { ResultsFile($0, flag: "--json") }].compactMap { $0 }
  }

  /// Refuses, as a usage error, a results file in the chapters, in `replaced`, over a
  /// folder, or over the other one.
  func check(chapters: [String], replaced: String? = nil, inputs: [String] = []) throws {
    let files = files
    do throws(FolioError) {
      for (index, file) in files.enumerated() {
        try file.check(chapters: chapters, replaced: replaced, others: Array(files[..<index]))
        if inputs.contains(where: { ResolvedPath($0) == ResolvedPath(file.path) }) {
          throw FolioError.unsafeResultsFile(
            SourceLocation(path: file.path, line: 1), flag: file.flag, reason: "it is one of the results being merged")
        }
      }
    } catch {
      throw ValidationError(refused: error)
    }
  }
}

/// The end of every checking command, at the edge: the results files, the report, the
/// GitHub annotations, and the exit status.
enum ResultsPublisher {
  /// Writes the results files (a file it cannot write becomes a tool failure of the
  /// run), prints the updated chapters and the report, and, in a GitHub Actions job,
  /// the annotations; the exit status the command ends with (with `denyWarnings`, a
  /// warning fails the run as an error does).
  static func publish(
    _ results: BookResults, files: [ResultsFile], updatedPaths: [String] = [], style: TerminalStyle = .plain,
    denyWarnings: Bool = false, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> ExitStatus {
    var results = results
    for file in files {
      do throws(ToolFailure) {
        try file.write(file.flag == "--junit" ? JUnitReport.xml(results) : try json(results))
      } catch {
        results.toolFailures.append(error)
      }
    }
    // A GitHub runner reads `::…` lines as commands: the annotations are folio's, and
    // nothing a chapter or a scenario printed in the report can be read as one.
    let github = GitHubAnnotations.enabled(environment: environment)
    let token = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    if github {
      for command in GitHubAnnotations.commands(results) { print(command) }
      print(GitHubAnnotations.stopCommands(token: token))
    }
    for path in updatedPaths { print(TerminalText.visible("updated \(path)")) }
    print(results.rendered(in: style))
    let warnings = results.warnings
    if denyWarnings && warnings > 0 {
      print("\(warnings) warning\(warnings == 1 ? "" : "s"), which --deny-warnings makes a failure")
    }
    if github { print(GitHubAnnotations.resumeCommands(token: token)) }
    return results.exitStatus(denyingWarnings: denyWarnings)
  }

  /// The results as `--json` writes them: sorted keys, indented, one trailing newline.
  static func json(_ results: BookResults) throws(ToolFailure) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(results), as: UTF8.self) + "\n"
    } catch {
      throw ToolFailure("cannot encode the results as JSON: \(error)")
    }
  }
}

extension ExitCode {
  /// The exit code of `status`.
  init(_ status: ExitStatus) {
    self.init(status.rawValue)
  }
}
