import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// Whole fixture books run through the real pipeline: compiled with swiftc against the
/// engine built next to the test bundle, each transcript run in its own process.
@Suite
struct EndToEndTests {
  /// A copy of fixture book `name` in a temporary folder (tests never write into the sources).
  func copyFixture(_ name: String) throws -> String {
    let source = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/\(name)").path
    let folder = try makeTemporaryFolder("folio-e2e-\(name)")
    try FileManager.default.copyItem(atPath: source, toPath: folder + "/book")
    return folder
  }

  func check(_ folder: String, update: Bool = false) async throws -> BookCheckResult {
    let options = BookCheckOptions(
      paths: [folder + "/book/chapters"], update: update, timeout: 20, workDirectory: folder + "/work",
      engine: try TestEngine.location(), moduleCacheDirectory: TestEngine.moduleCache)
    return await BookCheck(options: options).run()
  }

  func expectedReport(_ folder: String) throws -> String {
    let data = try #require(FileManager.default.contents(atPath: folder + "/book/expected-report.txt"))
    return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "$BOOK", with: folder + "/book")
      .trimmingCharacters(in: .newlines)
  }

  @Test func passingBookAgreesAndBuildsItsSite() async throws {
    let folder = try copyFixture("passing")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try await check(folder)
    #expect(result.report.rendered == (try expectedReport(folder)))
    #expect(result.report.succeeded)
    let files = SiteRenderer().render(result.book)
    try SiteWriter(output: folder + "/site").write(files)
    let page = String(
      decoding: try #require(FileManager.default.contents(atPath: folder + "/site/01-counter.html")), as: UTF8.self)
    // The real output is what the site holds; the lines the transcript's `...` matched
    // fold behind a count, shortened as the chapter shortened them.
    #expect(page.contains("<span class=\"line\">VStack</span></code></pre><details class=\"shortened\">"))
    #expect(page.contains("… 2 more lines</summary><pre><code><span class=\"line\">  Text &quot;2&quot;</span>"))
    #expect(FileManager.default.fileExists(atPath: folder + "/site/index.html"))
    #expect(FileManager.default.fileExists(atPath: folder + "/site/02-compiler.html"))
    #expect(FileManager.default.fileExists(atPath: folder + "/site/assets/folio.css"))
    let again = try await check(folder)
    #expect(SiteRenderer().render(again.book) == files)
  }

  // A withAnimation completion runs on the virtual clock when its duration has passed,
  // and tapping the drawn back button by its title pops, through the whole pipeline.
  @Test func animationCompletionsWaitForTheClockAndTheBackButtonPops() async throws {
    let folder = try copyFixture("animation")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try await check(folder)
    #expect(result.report.rendered == (try expectedReport(folder)))
    #expect(result.report.succeeded)
  }

  @Test func failingTranscriptReportsADiffAndUpdateFixesIt() async throws {
    let folder = try copyFixture("failing-transcript")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let chapterPath = folder + "/book/chapters/01-counter.md"
    let before = String(decoding: try #require(FileManager.default.contents(atPath: chapterPath)), as: UTF8.self)
    let result = try await check(folder)
    #expect(result.report.rendered == (try expectedReport(folder)))
    #expect(!result.report.succeeded)

    let updated = try await check(folder, update: true)
    #expect(updated.updatedPaths == [chapterPath])
    #expect(updated.report.summary == "1 passed, 0 failed")
    let after = String(decoding: try #require(FileManager.default.contents(atPath: chapterPath)), as: UTF8.self)
    #expect(after == before.replacingOccurrences(of: "now 3\n", with: "now 2\n"))
    #expect(try await check(folder).report.succeeded)
  }

  @Test func compileErrorIsReportedAtTheChapterLine() async throws {
    let folder = try copyFixture("compile-error")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try await check(folder)
    #expect(result.report.rendered == (try expectedReport(folder)))
    #expect(result.report.summary == "1 passed, 1 failed")
  }

  @Test func crashIsContainedAndReportedWithTheFatalError() async throws {
    let folder = try copyFixture("crash")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try await check(folder)
    let report = result.report.rendered
    // The crash is reported at the action that was running, with its message, and
    // the output printed before it (streamed by the engine) is kept for the diff.
    #expect(
      report.contains(
        "\(folder)/book/chapters/01-crash.md:16:1: error: scenario 'boom' crashed: "))
    #expect(report.contains("Fatal error: Index out of range"))
    #expect(report.contains("\n about to crash\n-0\n"))
    #expect(result.report.summary == "0 passed, 1 failed")
  }
}
