import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioToolchain

/// `--junit` and `--json` name outputs: refused, as usage errors before any work, where
/// they would write into the book, into a folder folio replaces, over a folder or over
/// each other; written whole or not at all.
@Suite struct ResultsFileTests {
  /// Runs folio in a fresh copy of the ci book and expects a usage error naming `reason`,
  /// with no work done and no file written.
  func expectRefusal(
    _ arguments: [String], _ reason: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) async throws {
    let book = try await CIBook()
    defer { book.remove() }
    try FileManager.default.createDirectory(atPath: book.folder + "/a-folder", withIntermediateDirectories: true)
    let before = InterruptionTests().snapshot(book.folder)
    let outcome = try await book.folio(arguments)
    #expect(outcome.status == 2, "\(outcome.stdout)\(outcome.stderr)", sourceLocation: sourceLocation)
    #expect(
      outcome.stderr.hasPrefix("Error: refusing to write --"), "\(outcome.stderr)", sourceLocation: sourceLocation)
    #expect(outcome.stderr.contains(reason), "\(outcome.stderr)", sourceLocation: sourceLocation)
    #expect(outcome.stderr.contains("hint: a results file is an output"), sourceLocation: sourceLocation)
    #expect(outcome.stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(InterruptionTests().snapshot(book.folder) == before, "files changed", sourceLocation: sourceLocation)
  }

  @Test func aResultsFileInTheChaptersIsRefusedBeforeAnyWork() async throws {
    try await expectRefusal(
      ["test", "book/chapters", "--junit", "book/chapters/junit.xml"],
      "refusing to write --junit 'book/chapters/junit.xml': it is inside the chapters folder 'book/chapters'")
    try await expectRefusal(
      ["test", "book/chapters", "--json", "./book/chapters/../chapters/01-counter.md"],
      "it is inside the chapters folder 'book/chapters'")
    try await expectRefusal(
      ["test", "book/chapters/01-counter.md", "--json", "book/chapters/results.json"],
      "it is inside the chapters folder 'book/chapters'")
  }

  @Test func aResultsFileThatIsAFolderIsRefused() async throws {
    try await expectRefusal(
      ["test", "book/chapters", "--json", "a-folder"],
      "refusing to write --json 'a-folder': it is a folder; name a file")
    try await expectRefusal(["test", "book/chapters", "--junit", "results/"], "it is a folder; name a file")
  }

  @Test func bothFlagsNamingOneFileIsRefused() async throws {
    try await expectRefusal(
      ["test", "book/chapters", "--junit", "r.xml", "--json", "./r.xml"],
      "refusing to write --json './r.xml': --junit names the same file")
  }

  @Test func aBuildsResultsFileInsideItsSiteIsRefused() async throws {
    try await expectRefusal(
      ["build", "--chapters", "book/chapters", "--out", "site", "--junit", "site/junit.xml"],
      "it is inside 'site', the folder folio build replaces whole")
  }

  @Test func aMergeThatWouldOverwriteOneOfItsInputsIsRefused() async throws {
    let book = try await CIBook()
    defer { book.remove() }
    try write("{}", to: book.folder + "/a.json")
    let outcome = try await book.merge(["a.json", "--json", "./a.json"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("refusing to write --json './a.json': it is one of the results being merged"))
    #expect(try book.read("a.json") == Data("{}".utf8))
  }

  @Test func writingReplacesTheFileWholeAndLeavesNothingBeside() throws {
    let folder = try makeTemporaryFolder("folio-results-file")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write(String(repeating: "old ", count: 10_000), to: folder + "/out/r.json")
    try ResultsFile(folder + "/out/r.json", flag: "--json").write("new\n")
    #expect(FileManager.default.contents(atPath: folder + "/out/r.json") == Data("new\n".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/out") == ["r.json"])
    // Missing folders are made.
    try ResultsFile(folder + "/deep/er/r.xml", flag: "--junit").write("x")
    #expect(FileManager.default.contents(atPath: folder + "/deep/er/r.xml") == Data("x".utf8))
  }

  @Test func aFileThatCannotBeWrittenIsAToolFailureAndLeavesNothing() throws {
    let folder = try makeTemporaryFolder("folio-results-file")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("a file, not a folder", to: folder + "/file")
    #expect(throws: ToolFailure.self) { try ResultsFile(folder + "/file/r.json", flag: "--json").write("x") }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["file"])
  }

  @Test func aFileThatCannotBeWrittenExitsThreeAndStillWritesTheOther() async throws {
    let book = try await CIBook()
    defer { book.remove() }
    try write("a file", to: book.folder + "/blocked")
    let outcome = try await book.folio(["test", "book/chapters", "--junit", "blocked/junit.xml", "--json", "r.json"])
    #expect(outcome.status == 3, "\(outcome.stdout)")
    #expect(outcome.stdout.hasPrefix("folio: error: cannot write --junit blocked/junit.xml: cannot create its folder"))
    #expect(outcome.stdout.hasSuffix("5 passed, 5 failed; folio could not check the book (1 tool failure)\n"))
    // The JSON, written after, records why the JUnit file is missing.
    let results = try book.results("r.json")
    #expect(results.toolFailures.map(\.message).first?.hasPrefix("cannot write --junit") == true)
  }
}
