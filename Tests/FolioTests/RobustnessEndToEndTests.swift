import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// Fixture books full of mistakes and misbehaving scenarios, through the real pipeline:
/// each problem is reported once at its chapter line, and the rest of the book is
/// still checked.
@Suite struct RobustnessEndToEndTests {
  func copyFixture(_ name: String) throws -> String {
    let source = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/\(name)").path
    let folder = try makeTemporaryFolder("folio-robust-\(name)")
    try FileManager.default.copyItem(atPath: source, toPath: folder + "/book")
    return folder
  }

  func check(_ folder: String, timeout: Double = 20, update: Bool = false) async throws -> BookCheckResult {
    let options = BookCheckOptions(
      paths: [folder + "/book/chapters"], update: update, timeout: timeout, workDirectory: folder + "/work",
      engine: try TestEngine.location(), moduleCacheDirectory: TestEngine.moduleCache)
    return await BookCheck(options: options).run()
  }

  // MARK: - Mistakes

  /// Every error of the `mistakes` book, as `file:line:col: error: message`, in order.
  static let mistakes = [
    "01-actions.md:18:3: error: action failed: no Button \"Add one\" on screen; controls on screen: Button \"Add\", TextField \"Name\", Toggle \"Dark\"",
    "01-actions.md:19:3: error: action failed: no TextField \"Surname\" on screen; controls on screen: Button \"Add\", TextField \"Name\", Toggle \"Dark\"",
    "01-actions.md:20:3: error: action failed: no Toggle \"Light\" on screen; controls on screen: Button \"Add\", TextField \"Name\", Toggle \"Dark\"",
    "01-actions.md:21:3: error: action failed: no TextField \"Surname\" on screen; controls on screen: Button \"Add\", TextField \"Name\", Toggle \"Dark\"",
    "01-actions.md:22:3: error: action failed: nothing to go back from: no view is pushed on a NavigationStack",
    "01-actions.md:28:1: error: compile-fail block compiled, expected an error containing \"cannot convert\"",
    "01-actions.md:32:1: error: compile-fail block failed without an error containing \"cannot convert\"",
    "01-actions.md:36:14: error: cannot convert value of type 'String' to specified type 'Int'",
    "02-text.md:3:1: error: unknown attribute 'colour' for a swift block",
    "02-text.md:6:1: error: transcript names unknown scenario 'ghost'",
    "02-text.md:15:3: error: malformed action 'fly away': unknown action 'fly'",
    "02-text.md:16:3: error: malformed action 'wait soon': expected a duration such as 3s, 1.5s or 250ms",
    "03-empty.md:1:1: error: chapter is empty",
    "04-untitled.md:1:1: error: chapter has no title (a level-1 heading)",
    "05-latin1.md:3:4: error: file is not valid UTF-8",
  ]

  @Test func everyMistakeOfTheBookIsReportedAtItsLine() async throws {
    let folder = try copyFixture("mistakes")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = try await check(folder).report
    let chapters = folder + "/book/chapters/"
    let errors = report.rendered.split(separator: "\n").filter { $0.contains(": error: ") }
      .map { $0.replacingOccurrences(of: chapters, with: "") }
    #expect(errors == Self.mistakes)
    #expect(report.rendered.contains("    hint: the compiler said: cannot find 'undefinedName' in scope"))
    #expect(!report.succeeded)
    // Each check counts once; the transcript with three missed actions is one failure.
    #expect(report.summary == "0 passed, 11 failed")
  }

  // MARK: - Faults

  @Test func crashesHangsAndFloodsAreContainedAndTheRestIsChecked() async throws {
    let folder = try copyFixture("faults")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Long enough for the backtracer of each crash to symbolicate while other suites
    // compile on every core (it took over 4 s there); the loop costs the whole limit.
    let result = try await check(folder, timeout: 8)
    let path = folder + "/book/chapters/01-faults.md"
    let outcomes = Dictionary(
      uniqueKeysWithValues: result.report.outcomes.map { outcome in
        (result.runs.first { $0.transcript.location == outcome.location }?.transcript.scenario ?? "?", outcome)
      })

    func crash(_ scenario: String) -> (FolioCore.SourceLocation, String, FolioCore.SourceLocation?)? {
      for case .scenarioCrashed(let location, _, let detail, let site) in outcomes[scenario]?.problems ?? [] {
        return (location, detail, site)
      }
      return nil
    }
    let fatal = try #require(crash("fatal"), "\(outcomes["fatal"]?.problems.map(\.message) ?? [])")
    #expect(fatal.0 == SourceLocation(path: path, line: 17))
    #expect(fatal.1.hasPrefix("Fatal error: the model is gone (killed by signal"))
    #expect(fatal.2 == SourceLocation(path: path, line: 10, column: 7))
    #expect(outcomes["fatal"]?.diff == nil)
    #expect(outcomes["fatal"]?.excerpt == ["> tap \"boom\"", "before"])

    let precondition = try #require(crash("precondition"))
    #expect(precondition.0 == SourceLocation(path: path, line: 34))
    #expect(precondition.1.hasPrefix("Precondition failed: count must not be negative"))
    #expect(precondition.2 == SourceLocation(path: path, line: 27, column: 7))

    let signal = try #require(crash("signal"))
    #expect(signal.0 == SourceLocation(path: path, line: 49))
    #expect(signal.1.contains("(killed by signal 11 (SIGSEGV))"))
    #expect(signal.2?.line == 42)

    #expect(
      outcomes["loop"]?.problems == [
        .scenarioTimedOut(SourceLocation(path: path, line: 65), scenario: "loop", seconds: 8)
      ])
    #expect(outcomes["loop"]?.excerpt == ["> tap \"spin\"", "spinning"])

    // The engine caps output and says so; the transcript expects exactly that.
    let chatty = try #require(result.runs.first { $0.transcript.scenario == "chatty" })
    #expect(chatty.real.mount.count == ScenarioRunner.defaultMaxOutputLines + 1)
    #expect(chatty.real.mount.last == "ViewGraph: output stopped after 2000 lines.")
    #expect(outcomes["chatty"]?.passed == true)
    #expect(outcomes["fine"]?.passed == true)
    #expect(result.report.summary == "2 passed, 4 failed")
    #expect(result.report.rendered.contains("    hint: the code stopped at \(path):10:7;"))
  }

  @Test func updateLeavesACrashedTranscriptAsWritten() async throws {
    let folder = try copyFixture("crash")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/book/chapters/01-crash.md"
    let before = try #require(FileManager.default.contents(atPath: path))
    let result = try await check(folder, update: true)
    #expect(result.updatedPaths.isEmpty)
    #expect(FileManager.default.contents(atPath: path) == before)
    #expect(!result.report.succeeded)
  }

  // MARK: - Paths

  @Test func scenarioNamesCannotPlaceFilesOutsideTheWorkFolder() async throws {
    let folder = try makeTemporaryFolder("folio-robust-paths")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let view = "struct V: View { var body: some View { Text(\"v\") } }"
    var chapter = "# Paths\n"
    for name in ["../../escape", "/tmp/folio-escape", "..", "a/../../b"] {
      chapter += "\n```swift scenario=\"\(name)\"\n\(view)\n```\n\n```transcript scenario=\"\(name)\"\n```\n"
    }
    try write(chapter, to: folder + "/book/chapters/01-paths.md")
    let result = try await check(folder)
    #expect(result.report.succeeded, "\(result.report.rendered)")
    #expect(result.report.summary == "4 passed, 0 failed")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["book", "work"])
    // The book holds its chapters and folio's cache (in .folio/), nothing a scenario named.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/book").sorted() == [".folio", "chapters"])
    #expect(!FileManager.default.fileExists(atPath: "/tmp/folio-escape"))
    for file in SiteRenderer().render(result.book) {
      #expect(!file.path.split(separator: "/").contains(".."), "\(file.path)")
      #expect(!file.path.hasPrefix("/"))
    }
  }
}
