import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioToolchain

/// What a CI system reads from `folio test`: a JUnit file valid against the schema
/// GitLab and Jenkins read, a JSON file of every check, and GitHub annotations.
@Suite struct CIResultsTests {
  @Test func theJUnitFileIsValidAndSaysWhatTheSummarySays() async throws {
    let book = try await CIBook()
    defer { book.remove() }
    let outcome = try await book.folio(["test", "book/chapters", "--junit", "out/junit.xml"])
    #expect(outcome.status == 1)
    #expect(outcome.stdout.hasSuffix("5 passed, 5 failed\n"))
    let root = try validatedJUnit(book.folder + "/out/junit.xml").root
    #expect(root.name == "testsuites")
    #expect(root.attributes["tests"] == "10" && root.attributes["failures"] == "5" && root.attributes["errors"] == "0")
    let suites = root.all("testsuite")
    #expect(
      suites.map { $0.attributes["name"]! } == [
        "book/chapters/01-counter.md", "book/chapters/02-compiler.md", "book/chapters/03-failing.md",
        "book/chapters/04-typo.md", "book/chapters/05-hostile.md", "book/chapters/06-commands.md",
      ])
    let cases = suites.flatMap { $0.all("testcase") }
    #expect(cases.count == 10)
    // One test case per check, named by chapter and scenario, at its file and line.
    #expect(
      cases.map { "\($0.attributes["classname"]!) | \($0.attributes["name"]!) | \($0.attributes["line"]!)" } == [
        "01-counter | transcript of counter (line 27) | 27", "01-counter | transcript of counter (line 39) | 39",
        "02-compiler | swift block (line 4) | 4", "02-compiler | compile-fail block (line 10) | 10",
        "03-failing | transcript of counter (line 16) | 16", "04-typo | transcript of typo (line 13) | 13",
        "04-typo | swift block (line 18) | 18", "05-hostile | transcript of forger (line 17) | 17",
        "05-hostile | transcript of crasher (line 35) | 35", "06-commands | transcript of commands (line 18) | 18",
      ])
    #expect(cases.allSatisfy { $0.attributes["file"]?.hasPrefix("book/chapters/0") == true })
    // The failure text is what the report prints: the message, the hint, the diff.
    let failing = try #require(cases.first { $0.attributes["classname"] == "03-failing" }?.all("failure").first)
    #expect(failing.attributes["message"] == "transcript of scenario 'counter' does not match the real output")
    #expect(failing.text.contains("--- book/chapters/03-failing.md (transcript)\n+++ real output\n"))
    #expect(failing.text.contains("-now 3\n+now 2"))
    // Control characters from a scenario's output are shown as the report shows them.
    let hostile = try #require(cases.first { $0.attributes["name"]?.contains("forger") == true }?.all("failure").first)
    #expect(hostile.text.contains("^[]0;owned^G"))
    #expect(!hostile.text.unicodeScalars.contains { TerminalText.isControl($0) })
  }

  @Test func aToolFailureIsAnErrorElementAndTheBookIsNotMarkedFailed() async throws {
    let book = try await CIBook()
    defer { book.remove() }
    // A swiftc that is there but cannot start (a folder): every check is not run.
    let swiftc = book.folder + "/swiftc"
    try FileManager.default.createDirectory(atPath: swiftc, withIntermediateDirectories: true)
    let outcome = try await book.folio(
      ["test", "book/chapters", "--no-sandbox", "--junit", "junit.xml"], environment: ["SWIFTC": swiftc])
    #expect(outcome.status == 3, "\(outcome.stdout)")
    let root = try validatedJUnit(book.folder + "/junit.xml").root
    #expect(root.attributes["failures"] == "0" && root.attributes["errors"] == root.attributes["tests"])
    let errors = root.all("testsuite").flatMap { $0.all("testcase") }.flatMap { $0.all("error") }
    #expect(errors.count == CIBook.checks)
    #expect(errors.allSatisfy { $0.attributes["message"] == "cannot start \(swiftc)" })
  }

  @Test func aBookFolioCannotCheckAtAllIsOneErrorTestCase() throws {
    let results = BookResults(
      book: .init(paths: ["c"], digest: "d", checks: 0), engine: nil,
      diagnostics: [Diagnostic(.noChecks(SourceLocation(path: "c", line: 1), chapters: 0))],
      toolFailures: [ToolFailure("no built engine in /x", hint: "build it")], checks: [], seconds: 0)
    let folder = try makeTemporaryFolder("folio-junit")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write(JUnitReport.xml(results), to: folder + "/junit.xml")
    let root = try validatedJUnit(folder + "/junit.xml").root
    #expect(root.attributes["tests"] == "2" && root.attributes["failures"] == "1" && root.attributes["errors"] == "1")
    let names = root.all("testsuite").flatMap { $0.all("testcase") }.map { $0.attributes["name"]! }
    #expect(
      names == [
        "error at line 1: the book has no checks: no chapter was found",
        "folio could not check the book: no built engine in /x",
      ])
  }

  @Test func xmlEscapingKeepsEveryCharacterAParserCanRead() {
    #expect(JUnitReport.escape("a<b>&\"c\"") == "a&lt;b&gt;&amp;\"c\"")
    #expect(JUnitReport.escape("q\"\n\t", attribute: true) == "q&quot;&#10;&#9;")
    #expect(JUnitReport.escape("\u{0}\u{1B}\u{FFFE}\r") == "^@^[\u{FFFD}^M")
    #expect(JUnitReport.time(1.23456) == "1.235" && JUnitReport.time(0) == "0.000" && JUnitReport.time(61) == "61.000")
  }

  @Test func theJSONHoldsEveryCheckWithOutcomeLocationTimingAndForFailuresTheLines() async throws {
    let book = try await CIBook()
    defer { book.remove() }
    let outcome = try await book.folio(["test", "book/chapters", "--json", "results.json"])
    #expect(outcome.status == 1)
    let results = try book.results("results.json")
    #expect(results.format == "folio-results" && results.version == 1)
    #expect(results.book.paths == ["book/chapters"] && results.book.checks == CIBook.checks)
    #expect(results.book.digest.count == 64 && results.engine?.count == 64)
    #expect(results.checks.count == CIBook.checks)
    #expect(results.checks.map(\.kind).filter { $0 == .scenarioTypecheck }.count == 1)
    #expect(results.checks.allSatisfy { $0.timing.compileSeconds >= 0 && $0.timing.runSeconds >= 0 })
    #expect(results.passed == 5 && results.failed == 5 && results.notRun == 0 && results.exitStatus == .failed)
    let failing = try #require(results.checks.first { $0.chapter == "book/chapters/03-failing.md" })
    #expect(failing.outcome == .failed && failing.scenario == "counter" && failing.kind == .transcript)
    #expect(failing.location == SourceLocation(path: "book/chapters/03-failing.md", line: 16))
    #expect(failing.expected == ["> tap \"change\"", "now 1", "> tap \"change\"", "now 3"])
    #expect(failing.real == ["> tap \"change\"", "now 1", "> tap \"change\"", "now 2"])
    #expect(failing.problems.first?.location == SourceLocation(path: "book/chapters/03-failing.md", line: 20))
    #expect(failing.diff?.contains("+now 2") == true)
    let passing = try #require(results.checks.first { $0.outcome == .passed && $0.kind == .transcript })
    #expect(passing.expected == nil && passing.real == nil && passing.problems.isEmpty)
    // The summary is written for readers, and is what the run printed.
    let object = try #require(try JSONSerialization.jsonObject(with: try book.read("results.json")) as? [String: Any])
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary == ["passed": 5, "failed": 5, "notRun": 0, "exitStatus": 1])
    #expect(outcome.stdout == results.rendered + "\n")
    // A second run comes from the cache and says so.
    _ = try await book.folio(["test", "book/chapters", "--json", "again.json"])
    let again = try book.results("again.json")
    #expect(
      again.checks.filter { $0.outcome == .passed }.filter { !$0.timing.cached }.map(\.id) == [],
      "passing checks are cached the second time")
  }

  @Test func resultsOfAnotherFormatOrVersionAreRefused() throws {
    #expect(throws: ResultsMerge.Refusal.self) { try ResultsMerge.read(Data("{}".utf8), name: "a.json") }
    let other = Data(#"{"format":"folio-results","version":2}"#.utf8)
    #expect {
      try ResultsMerge.read(other, name: "a.json")
    } throws: { error in
      (error as? ResultsMerge.Refusal)?.message.contains("version 2 of the results format; this folio reads 1") == true
    }
    #expect {
      try ResultsMerge.read(Data(#"{"format":"junit","version":1}"#.utf8), name: "a.json")
    } throws: { error in
      (error as? ResultsMerge.Refusal)?.message.hasPrefix("a.json is not a folio-results file") == true
    }
  }

  @Test func theReportPrintedFromTheResultsIsTheChecksReport() async throws {
    let book = try await CIBook()
    defer { book.remove() }
    let options = BookCheckOptions(
      paths: [book.folder + "/book/chapters"], workDirectory: book.folder + "/work",
      engine: try TestEngine.location(), cacheDirectory: book.folder + "/cache",
      moduleCacheDirectory: TestEngine.moduleCache)
    let result = await BookCheck(options: options).run()
    #expect(result.results.rendered == result.report.rendered)
    #expect(result.results.exitStatus == result.report.exitStatus)
    let data = try JSONEncoder().encode(result.results)
    #expect(try JSONDecoder().decode(BookResults.self, from: data) == result.results)
  }

  // MARK: - GitHub Actions

  @Test func annotationValuesAreEscapedAsTheRunnerUnescapesThem() {
    #expect(GitHubAnnotations.data("100% a\r\nb: c, d") == "100%25 a%0D%0Ab: c, d")
    #expect(GitHubAnnotations.property("a%b:c,d\ne") == "a%25b%3Ac%2Cd%0Ae")
    let command = GitHubAnnotations.command(
      "error", at: SourceLocation(path: "dir, x/a:b.md", line: 3, column: 5), title: "t: 1", message: "m\u{1B}\n2")
    #expect(command == "::error file=dir%2C x/a%3Ab.md,line=3,col=5,title=t%3A 1::m^[%0A2")
  }

  @Test func inAGitHubJobEachProblemIsAnAnnotationAndNoOutputIsACommand() async throws {
    let book = try await CIBook()
    defer { book.remove() }
    let outcome = try await book.folio(["test", "book/chapters"], environment: ["GITHUB_ACTIONS": "true"])
    #expect(outcome.status == 1)
    let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let stop = try #require(lines.firstIndex { $0.hasPrefix("::stop-commands::") })
    let token = String(lines[stop].dropFirst("::stop-commands::".count))
    #expect(token.count == 32 && token.allSatisfy(\.isHexDigit))
    #expect(lines.suffix(2) == ["::\(token)::", ""])
    #expect(lines[lines.count - 3] == "5 passed, 5 failed")
    // Before the stop: folio's annotations only, one per failed check and per diagnostic.
    let annotations = Array(lines[..<stop])
    #expect(annotations.count == 6)
    #expect(annotations.filter { $0.hasPrefix("::error file=book/chapters/") }.count == 5)
    #expect(
      annotations.filter { $0.hasPrefix("::warning file=book/chapters/06-commands.md,line=26,col=1,") }.count == 1)
    #expect(
      annotations.allSatisfy {
        ($0.hasPrefix("::error file=book/") || $0.hasPrefix("::warning file=book/")) && !$0.contains("\u{1B}")
      })
    let failing = try #require(annotations.first { $0.contains("03-failing") })
    #expect(
      failing.hasPrefix(
        "::error file=book/chapters/03-failing.md,line=20,col=1,title=folio%3A transcript of counter (line 16)::"
          + "transcript of scenario 'counter' does not match the real output%0Ahint: "))
    #expect(failing.contains("%0A-now 3%0A+now 2"))
    // The scenario's look-alike commands are in the report, between stop and resume.
    let forged = try #require(lines.firstIndex { $0.hasPrefix("+::error file=forged.md") })
    #expect(forged > stop && forged < lines.count - 2)
  }

  @Test func outsideGitHubNoCommandIsPrinted() async throws {
    let book = try await CIBook()
    defer { book.remove() }
    let outcome = try await book.folio(["test", "book/chapters"], environment: ["GITHUB_ACTIONS": "false"])
    #expect(!outcome.stdout.split(separator: "\n").contains { $0.hasPrefix("::") })
  }
}
