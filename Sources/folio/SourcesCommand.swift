import ArgumentParser
import FolioCore
import FolioPipeline
import FolioToolchain

/// `folio sources [PATH…] [--out DIR]`: writes the sources and compiler arguments folio
/// uses for a book, for the benchmark (`make bench`) and for reading what is compiled.
struct SourcesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sources", abstract: "Write the Swift sources and swiftc arguments folio compiles for a book.")

  @Argument(help: "Chapter files or folders of chapters.")
  var paths: [String] = ["chapters"]

  @Option(help: "The folder to write (replaced; default .folio/sources in the book's root).")
  var out: String?

  /// `--out`, else `sources` in the book's `.folio/`: never the current folder.
  var output: String { out ?? BookWorkspace(paths: paths).folder + "/sources" }

  /// Refuses an `--out` that is not folio's to replace, before any work.
  func validate() throws {
    do throws(FolioError) {
      try SourcesExport(paths: paths, output: output).checkOutput()
    } catch {
      throw ValidationError(refused: error)
    }
  }

  func run() throws {
    do {
      let written = try SourcesExport(paths: paths, output: output).write()
      print("wrote \(written.scenarios) scenarios to \(output) (\(written.outsideFloor) outside the floor module)")
    } catch let failure as SourcesExport.Failure {
      for diagnostic in failure.diagnostics { print(diagnostic.rendered) }
      if let tool = failure.toolFailure {
        print(tool.rendered)
        throw ExitCode.toolFailure
      }
      throw ExitCode.failure
    }
  }
}
