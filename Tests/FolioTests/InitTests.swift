import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline

/// `folio init` writes a book that passes at once, and only where it overwrites nothing.
@Suite struct InitTests {
  /// The "done when": init, then build in the new book, passes and writes the site.
  @Test func aNewBookBuildsAndPassesAsWritten() async throws {
    let folder = try makeTemporaryFolder("folio-init")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let initialised = try await runFolio(["init", "book"], in: folder)
    #expect(initialised.status == 0, "\(initialised.stdout)\(initialised.stderr)")
    #expect(initialised.stdout.contains("next: cd book && folio build"))
    let built = try await runFolio(["build", "--quiet"], in: folder + "/book")
    #expect(built.status == 0, "\(built.stdout)\(built.stderr)")
    #expect(built.stdout.contains("3 passed, 0 failed"), "\(built.stdout)")
    let index = try String(contentsOfFile: folder + "/book/site/index.html", encoding: .utf8)
    #expect(index.contains("My Book"))
    // What folio wrote beside the template is what the template's .gitignore ignores.
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder + "/book"))
    #expect(names == ["folio.toml", "chapters", ".gitignore", "site", BookWorkspace.folderName])
    let ignored = try String(contentsOfFile: folder + "/book/.gitignore", encoding: .utf8)
    #expect(ignored == "/\(BookWorkspace.folderName)/\n/site/\n")
  }

  @Test(arguments: ["a file", "a folder", "a hidden file"])
  func initRefusesAnythingButAMissingOrEmptyFolderAndTouchesNothing(_ kind: String) async throws {
    let folder = try makeTemporaryFolder("folio-init-refused")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    switch kind {
    case "a file": try write("notes", to: folder + "/book")
    case "a folder": try write("# Mine\n", to: folder + "/book/chapters/01.md")
    default: try write("x", to: folder + "/book/.git")
    }
    let before = InterruptionTests().snapshot(folder)
    let run = try await runFolio(["init", "book"], in: folder)
    #expect(run.status == 2)  // a usage error
    #expect(run.stderr.contains("Error: refusing to write a new book into 'book': "), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
    #expect(InterruptionTests().snapshot(folder) == before)
  }

  @Test func initWritesIntoAnEmptyFolder() throws {
    let folder = try makeTemporaryFolder("folio-init-empty")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try NewBook(folder: folder).check()
    #expect(try NewBook(folder: folder).write() == BookTemplate.files.map(\.path))
    #expect(FileManager.default.fileExists(atPath: folder + "/chapters/01-counter.md"))
    #expect(throws: FolioError.self) { try NewBook(folder: folder).check() }
  }
}
