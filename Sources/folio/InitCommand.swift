import ArgumentParser
import FolioCore
import FolioPipeline

/// `folio init [DIR]`: writes a new book that builds and passes as written.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a new book (config, landing page, a SwiftUI and a plain-Swift chapter) into an empty folder.")

  @Argument(help: "The folder to write the book into: missing or empty.")
  var directory = "."

  /// Refuses a folder that is not empty, before writing anything.
  func validate() throws {
    do throws(FolioError) {
      try NewBook(folder: directory).check()
    } catch {
      throw ValidationError(refused: error)
    }
  }

  func run() throws {
    let written: [String]
    do throws(ToolFailure) {
      written = try NewBook(folder: directory).write()
    } catch {
      print(error.rendered)
      throw ExitCode.toolFailure
    }
    print("wrote a new book in \(directory): \(written.joined(separator: ", "))")
    let enter = directory == "." ? "" : "cd \(directory) && "
    print("next: \(enter)folio build (checks every example and writes the site to site/)")
  }
}
