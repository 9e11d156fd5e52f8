import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// The `folio` executable built next to the test bundle, run as a user would.
@Suite
struct CommandLineTests {
  func folio(_ arguments: [String], in folder: String) async throws -> ChildProcess.Outcome {
    let engine = try TestEngine.location()
    return try await ChildProcess(
      executable: engine.directory + "/folio",
      arguments: withGenerousTimeout(arguments) + ["--work-directory", folder + "/work"],
      outputPrefix: folder + "/folio-\(UUID().uuidString)", timeout: 600
    ).run()
  }

  func copyFixture(_ name: String) throws -> String {
    let source = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/\(name)").path
    let folder = try makeTemporaryFolder("folio-cli-\(name)")
    try FileManager.default.copyItem(atPath: source, toPath: folder + "/book")
    return folder
  }

  @Test func testCommandPrintsTheSummaryAndExitsByOutcome() async throws {
    let passing = try copyFixture("passing")
    let failing = try copyFixture("compile-error")
    defer {
      try? FileManager.default.removeItem(atPath: passing)
      try? FileManager.default.removeItem(atPath: failing)
    }
    let good = try await folio(["test", passing + "/book/chapters"], in: passing)
    #expect(good.status == 0)
    #expect(good.stdout.hasSuffix("4 passed, 0 failed\n"))
    let bad = try await folio(["test", failing + "/book/chapters/01-typo.md"], in: failing)
    #expect(bad.status == 1)
    #expect(bad.stdout.contains("\(failing)/book/chapters/01-typo.md:8:5: error: cannot find 'Txt' in scope\n"))
    #expect(bad.stdout.hasSuffix("1 passed, 1 failed\n"))
  }

  @Test func buildWritesTheSiteOnlyWhenEverythingAgrees() async throws {
    let folder = try copyFixture("failing-transcript")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("previous", to: folder + "/site/index.html")
    try write("old page", to: folder + "/site/old/page.html")
    try write(OutputFolder.Writer.site.markerContents, to: folder + "/site/.folio-site")  // a site folio wrote
    let before = InterruptionTests().snapshot(folder + "/site")
    let failed = try await folio(
      ["build", "--chapters", folder + "/book/chapters", "--out", folder + "/site"], in: folder)
    #expect(failed.status == 1)
    // A failed build leaves the previous site exactly as it was, and nothing beside it.
    #expect(InterruptionTests().snapshot(folder + "/site") == before)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") || $0.hasPrefix("site") }
        == ["site"])

    let updated = try await folio(
      ["build", "--chapters", folder + "/book/chapters", "--out", folder + "/site", "--update"], in: folder)
    #expect(updated.status == 0, "\(updated.stdout)\(updated.stderr)")
    #expect(updated.stdout.contains("updated \(folder)/book/chapters/01-counter.md"))
    #expect(FileManager.default.fileExists(atPath: folder + "/site/01-counter.html"))
    #expect(
      String(decoding: FileManager.default.contents(atPath: folder + "/site/index.html")!, as: UTF8.self) != "previous")
  }

  @Test func everyMistakeOfEveryChapterIsPrintedAndTheExitCodeSaysFailure() async throws {
    let folder = try copyFixture("mistakes")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outcome = try await folio(["test", folder + "/book/chapters"], in: folder)
    #expect(outcome.status == 1)
    let printed = outcome.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
      .map { $0.replacingOccurrences(of: folder + "/book/chapters/", with: "") }
    #expect(printed == RobustnessEndToEndTests.mistakes)
    #expect(outcome.stdout.hasSuffix("0 passed, 11 failed\n"))
  }

  @Test func badOptionsAreUsageErrorsThatExitTwo() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outcome = try await folio(["test", "--timeout", "0"], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("Error: --timeout must be positive\n"))
    #expect(outcome.stderr.contains("Usage: folio test"))
    let unknown = try await folio(["test", "--no-such-flag"], in: folder)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("Error: Unknown option '--no-such-flag'"), "\(unknown.stderr)")
    #expect(unknown.stdout.isEmpty)
    let subcommand = try await folio(["tset"], in: folder)
    #expect(subcommand.status == 2, "\(subcommand.stderr)")
  }

  @Test func helpIsNotAnError() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let help = try await folio(["test", "--help"], in: folder)
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: folio test"))
  }
}

/// A book with nothing to check is not a pass: `0 passed, 0 failed` and exit 0 for an
/// empty folder or a wrong path would let CI go green having checked nothing.
@Suite struct EmptyBookTests {
  func expectNoChecks(
    _ chapters: [String: String], arguments: [String] = ["test", "chapters"], message: String, hint: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) async throws {
    let folder = try makeTemporaryFolder("folio-empty")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/chapters", withIntermediateDirectories: true)
    for (name, text) in chapters { try write(text, to: folder + "/chapters/" + name) }
    let outcome = try await runFolio(arguments + ["--quiet", "--cache-dir", "cache"], in: folder)
    #expect(outcome.status == 1, "\(outcome.stdout)\(outcome.stderr)", sourceLocation: sourceLocation)
    #expect(
      outcome.stdout.hasPrefix("chapters:1:1: error: \(message)\n    hint: \(hint)\n0 passed, 1 failed\n"),
      "\(outcome.stdout)", sourceLocation: sourceLocation)
    #expect(!FileManager.default.fileExists(atPath: folder + "/site"), sourceLocation: sourceLocation)
  }

  @Test func anEmptyChaptersFolderFails() async throws {
    try await expectNoChecks(
      [:], message: "the book has no checks: no chapter was found",
      hint: "name the folder holding the chapters (*.md files), or a chapter file")
  }

  @Test func chaptersOfProseAloneFail() async throws {
    let prose = "# A\n\nProse.\n\n```swift ignore\nnot checked\n```\n\n```text\nplain\n```\n"
    try await expectNoChecks(
      ["01-a.md": prose, "02-b.md": "# B\n\nMore prose.\n", "index.md": "# Book\n"],
      message: "the book has no checks: no swift, compile-fail or transcript block in its 2 chapters",
      hint: "a book passes only when something in it was checked: add a swift block, or a scenario with a transcript")
  }

  @Test func aBuildOfABookWithoutChecksWritesNoSite() async throws {
    try await expectNoChecks(
      ["01-a.md": "# A\n\nProse.\n"], arguments: ["build", "--chapters", "chapters", "--out", "site"],
      message: "the book has no checks: no swift, compile-fail or transcript block in its 1 chapter",
      hint: "a book passes only when something in it was checked: add a swift block, or a scenario with a transcript")
  }

  @Test func aBookWhoseOnlyBlockIsBrokenReportsThatErrorNotAnEmptyBook() throws {
    let chapter = ScenarioExtractor.extract(try chapter("# A\n\n```swift scenario\n```\n", path: "c/01.md"))
    #expect(EmptyBook.diagnostic([chapter], diagnostics: [], paths: ["c"]) == nil)
    #expect(EmptyBook.checkCount([chapter]) == 0)
  }
}
