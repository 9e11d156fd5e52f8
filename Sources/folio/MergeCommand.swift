import ArgumentParser
import FolioCore
import FolioPipeline
import FolioToolchain
import Foundation

/// `folio merge A.json B.json …`: the `--json` results of every shard of a book
/// (`folio test --shard I/N`) as one run's report, results files and exit status.
struct MergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge", abstract: "Combine the --json results of every shard into one report and exit status.")

  @Argument(help: ArgumentHelp("The --json file of each shard.", valueName: "results"))
  var inputs: [String]

  @OptionGroup var results: ResultsOptions

  @Option(
    help: ArgumentHelp(
      "Record what each scenario cost in this cache, so the next --shard runs that use it balance by cost.",
      valueName: "dir"))
  var cacheDir: String?

  /// Refuses a results file that would overwrite an input, before any work.
  func validate() throws {
    guard !inputs.isEmpty else { throw ValidationError("give the --json results of every shard") }
    try results.check(chapters: [], inputs: inputs)
  }

  func run() throws {
    let merged: BookResults
    do throws(ResultsMerge.Refusal) {
      var parts: [(name: String, results: BookResults)] = []
      for input in inputs {
        guard let data = FileManager.default.contents(atPath: input) else {
          throw ResultsMerge.Refusal("cannot read \(input)", hint: "name the --json file each shard wrote")
        }
        parts.append((input, try ResultsMerge.read(data, name: input)))
      }
      merged = try ResultsMerge.merge(parts)
    } catch {
      throw refused(ValidationError(error.message + (error.hint.map { "\nhint: \($0)" } ?? "")))
    }
    // Checked again now that the book is known: its chapters are not an output.
    do {
      try results.check(chapters: merged.book.paths, inputs: inputs)
    } catch let error as ValidationError {
      throw refused(error)
    }
    if let cacheDir { BuildCache(directory: cacheDir).recordCosts(merged) }
    let status = ResultsPublisher.publish(merged, files: results.files)
    if status != .agreed { throw ExitCode(status) }
  }

  /// Prints a usage error found while running, as ArgumentParser prints one found while
  /// parsing (with this command's usage, not the root's); the exit code to throw.
  private func refused(_ error: ValidationError) -> ExitCode {
    FileHandle.standardError.write(Data((FolioCommand.fullMessage(for: error, in: Self.self) + "\n").utf8))
    return ExitCode.usageError
  }
}
