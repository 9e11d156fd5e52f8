import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// A book of programs through the real pipeline: each compiled as its `main.swift`,
/// run in its own sandboxed process, its output compared line by line; mistakes
/// reported at the chapter's lines.
@Suite struct ProgramEndToEndTests {
  func copyFixture(_ name: String) throws -> String {
    let source = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/\(name)").path
    let folder = try makeTemporaryFolder("folio-e2e-\(name)")
    try FileManager.default.copyItem(atPath: source, toPath: folder + "/book")
    return folder
  }

  func check(_ paths: [String], in folder: String, update: Bool = false, timeout: Double = 20) async throws
    -> BookCheckResult
  {
    let options = BookCheckOptions(
      paths: paths, update: update, timeout: timeout, workDirectory: folder + "/work",
      engine: try TestEngine.location(), cacheDirectory: folder + "/cache", moduleCacheDirectory: TestEngine.moduleCache
    )
    return await BookCheck(options: options).run()
  }

  func read(_ path: String) throws -> String {
    String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
  }

  @Test func programsRunAsMainSwiftAndTheirOutputIsTheirTranscript() async throws {
    let folder = try copyFixture("programs")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try await check([folder + "/book/chapters/01-programs.md"], in: folder)
    #expect(result.report.rendered == "5 passed, 0 failed")
    let files = SiteRenderer().render(result.book)
    let page = try #require(files.first { $0.path == "01-programs.html" }?.contents)
    // A program's transcript is drawn as its output, its trap as the runtime said it.
    #expect(page.contains("Output of <b>divide</b> · traps"))
    // Its code is captioned as a program, not as a view's scenario.
    #expect(page.contains("Program <b>divide</b>"))
    #expect(!page.contains("Scenario <b>divide</b>"))
    #expect(page.contains("<span class=\"line failure\">Fatal error: Division by zero</span>"))
    #expect(page.contains("Hello, Bob!"))
    #expect(!page.contains("let names"))
    #expect(!page.contains("step-no"))
    // Cached: programs that finished are not run again; the expected trap is.
    let again = try await check([folder + "/book/chapters/01-programs.md"], in: folder)
    #expect(again.report.succeeded)
    #expect(again.statistics.transcriptsCached == 4)
    #expect(again.statistics.scenariosCached == 5)
  }

  @Test func mistakesInProgramsAreReportedAtTheirChapterLines() async throws {
    let folder = try copyFixture("programs")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try await check([folder + "/book/chapters/02-mistakes.md"], in: folder)
    let expected = try read(folder + "/book/expected-report.txt").replacingOccurrences(
      of: "$BOOK", with: folder + "/book")
    #expect(result.report.rendered == expected.trimmingCharacters(in: .newlines))
    #expect(result.report.summary == "0 passed, 6 failed")
  }

  @Test func updateRewritesAProgramsTranscriptAndKeepsHiddenLinesByteForByte() async throws {
    let folder = try copyFixture("programs")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/book/chapters/02-mistakes.md"
    let before = try read(path)
    let result = try await check([path], in: folder, update: true)
    #expect(result.updatedPaths == [path])
    let after = try read(path)
    // Only the wrong transcript changed; the hidden lines and the other blocks did not.
    #expect(
      after
        == before.replacingOccurrences(
          of: "```transcript scenario=wrong\n3\n", with: "```transcript scenario=wrong\n2\n"))
    #expect(after.contains("#- let answer = 1 + 1\n"))
    #expect(after.contains("#- let greeting = \"hi\"\n"))
  }

  @Test func aProgramThatNeverEndsIsStoppedAtTheTimeout() async throws {
    let folder = try makeTemporaryFolder("folio-e2e-program-timeout")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let chapter = folder + "/book/chapters/01-loop.md"
    try write(
      "# Loop\n\n```swift scenario=spin\nprint(\"started\")\nwhile true {}\n```\n\n```transcript scenario=spin\nstarted\n```\n",
      to: chapter)
    let result = try await check([chapter], in: folder, timeout: 2)
    let report = result.report.rendered
    #expect(report.contains("\(chapter):8:1: error: scenario 'spin' did not finish within 2s"), "\(report)")
    #expect(report.contains("| started"), "\(report)")
  }

  @Test func aProgramThatExitsWithAFailureStatusFails() async throws {
    let folder = try makeTemporaryFolder("folio-e2e-program-exit")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let chapter = folder + "/book/chapters/01-exit.md"
    try write(
      "# Exit\n\n```swift scenario=quit\nimport Foundation\nprint(\"bye\")\nexit(3)\n```\n\n"
        + "```transcript scenario=quit\nbye\n```\n\n```swift scenario=done\nimport Foundation\nprint(\"ok\")\nexit(0)\n"
        + "print(\"never\")\n```\n\n```transcript scenario=done\nok\n```\n",
      to: chapter)
    let result = try await check([chapter], in: folder)
    let report = result.report.rendered
    #expect(report.contains("\(chapter):9:1: error: scenario 'quit' crashed: exited with status 3"), "\(report)")
    #expect(result.report.summary == "1 passed, 1 failed")
  }

  /// A program runs in the sandbox a view runs in: the book it comes from is not there.
  @Test(.enabled(if: TestSandbox.available, "this machine cannot create user namespaces"))
  func aProgramIsConfinedAsAViewIs() async throws {
    let folder = try makeTemporaryFolder("folio-e2e-program-sandbox")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let chapter = folder + "/book/chapters/01-peek.md"
    try write(
      "# Peek\n\n```swift scenario=peek\nimport Foundation\n"
        + "print(FileManager.default.contents(atPath: \"\(chapter)\") == nil ? \"no book\" : \"the book\")\n```\n\n"
        + "```transcript scenario=peek\nno book\n```\n",
      to: chapter)
    #expect(try await check([chapter], in: folder).report.succeeded)
    let options = BookCheckOptions(
      paths: [chapter], workDirectory: folder + "/work", engine: try TestEngine.location(),
      cacheDirectory: folder + "/cache", moduleCacheDirectory: TestEngine.moduleCache, sandboxed: false)
    let unconfined = await BookCheck(options: options).run()
    #expect(unconfined.report.rendered.contains("+the book"))
  }

  @Test func aStandaloneBlockWithStatementsTypeChecksAsAProgram() async throws {
    let folder = try makeTemporaryFolder("folio-e2e-program-block")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let chapter = folder + "/book/chapters/01-block.md"
    try write(
      "# Block\n\n```swift\n#- let name = \"Ann\"\nprint(\"Hello, \\(name)\")\n```\n\n```swift\nprint(nmae)\n```\n",
      to: chapter)
    let result = try await check([chapter], in: folder)
    let report = result.report.rendered
    #expect(report.contains("\(chapter):9:7: error: cannot find 'nmae' in scope"), "\(report)")
    #expect(result.report.summary == "1 passed, 1 failed")
  }
}

/// A block whose language is Swift spelled another way is shown unchecked with a
/// warning; `--deny-warnings` makes that warning fail the run, for CI.
@Suite struct DenyWarningsCommandLineTests {
  @Test func aWarningFailsTheRunOnlyWithDenyWarnings() async throws {
    let folder = try makeTemporaryFolder("folio-cli-deny-warnings")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let chapter = folder + "/book/chapters/01-dialect.md"
    try write("# Dialect\n\n```swift,ignore\nlet a = 1\n```\n\n```swift\nlet b = 2\n```\n", to: chapter)
    let folio = try TestEngine.location().directory + "/folio"
    func run(_ arguments: [String]) async throws -> ChildProcess.Outcome {
      try await ChildProcess(
        executable: folio,
        arguments: arguments + ["--work-directory", folder + "/work", "--cache-dir", folder + "/cache", "--quiet"],
        outputPrefix: folder + "/folio-\(UUID().uuidString)", timeout: 600
      ).run()
    }
    let warned = try await run(["test", chapter])
    #expect(warned.status == 0)
    #expect(
      warned.stdout.contains(
        "\(chapter):3:1: warning: code block language 'swift,ignore' is not one Folio checks; the block is shown"
          + " unchecked\n    hint: Folio reads this block as ```swift ignore"))
    #expect(warned.stdout.hasSuffix("1 passed, 0 failed\n"))
    let denied = try await run(["test", chapter, "--deny-warnings"])
    #expect(denied.status == 1)
    #expect(denied.stdout.hasSuffix("1 passed, 0 failed\n1 warning, which --deny-warnings makes a failure\n"))
    let built = try await run([
      "build", "--chapters", folder + "/book/chapters", "--out", folder + "/site", "--deny-warnings",
    ])
    #expect(built.status == 1)
    #expect(!FileManager.default.fileExists(atPath: folder + "/site"))
  }
}
