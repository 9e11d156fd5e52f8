import Foundation
import Testing

@testable import FolioCore
@testable import FolioToolchain

/// A failure of Folio itself is not an author's mistake: it names no chapter place,
/// prints first as `folio: error:`, and never counts as a failed check.
@Suite struct ToolFailureTests {
  @Test func aToolFailurePrintsWithoutALocationAndIsNotAFailedCheck() {
    let report = CheckReport(
      diagnostics: [], outcomes: [],
      toolFailures: [ToolFailure("cannot find swiftc", hint: "put the toolchain on PATH")])
    #expect(report.failed == 0)
    #expect(!report.succeeded)
    #expect(
      report.rendered
        == "folio: error: cannot find swiftc\n    hint: put the toolchain on PATH\n"
        + "0 passed, 0 failed; folio could not check the book (1 tool failure)")
  }

  @Test func noCompilerIsAToolFailureWithAHint() {
    #expect {
      try EngineLocation.discover(
        environment: ["FOLIO_ENGINE_DIR": try TestEngine.location().directory, "PATH": "/nonexistent"])
    } throws: { error in
      guard let failure = error as? ToolFailure else { return false }
      return failure.message == "cannot find swiftc" && failure.hint?.contains("SWIFTC") == true
    }
  }

  @Test func noEngineIsAToolFailureNamingTheFolder() {
    #expect {
      try EngineLocation.discover(environment: ["FOLIO_ENGINE_DIR": "/nonexistent/engine"])
    } throws: { error in
      guard let failure = error as? ToolFailure else { return false }
      return failure.message.hasPrefix("no built engine in /nonexistent/engine")
        && failure.rendered.hasPrefix("folio: error: ")
    }
  }
}

/// A check Folio could not do (a compiler it cannot start, a file it cannot write) is a
/// tool failure carried by that check: it neither passes nor fails, prints once as
/// `folio: error:` naming the checks it kept from running, and the command exits 3.
@Suite struct PerCheckToolFailureTests {
  static let here = SourceLocation(path: "c.md", line: 3)
  static let there = SourceLocation(path: "c.md", line: 9)

  @Test func aCheckFolioCouldNotRunIsNeitherPassedNorFailed() {
    let failure = ToolFailure("cannot start /x/swiftc")
    let outcome = CheckOutcome(kind: .swiftBlock, location: Self.here, problems: [], toolFailure: failure)
    #expect(!outcome.passed && !outcome.failed && !outcome.ran)
    let report = CheckReport(diagnostics: [], outcomes: [outcome])
    #expect(report.passed == 0 && report.failed == 0 && report.notRun == 1)
    #expect(!report.succeeded)
    #expect(report.exitStatus == .toolFailure)
  }

  @Test func oneFailureThatStoppedManyChecksPrintsOnceNamingThem() {
    let failure = ToolFailure("cannot start /x/swiftc", hint: "h")
    let report = CheckReport(
      diagnostics: [],
      outcomes: [
        CheckOutcome(kind: .transcript, location: Self.there, problems: [], toolFailure: failure),
        CheckOutcome(kind: .swiftBlock, location: Self.here, problems: [], toolFailure: failure),
        CheckOutcome(kind: .swiftBlock, location: SourceLocation(path: "c.md", line: 20), problems: []),
      ])
    #expect(
      report.rendered
        == "folio: error: cannot start /x/swiftc\n    hint: h\n    not run: c.md:3:1, c.md:9:1\n"
        + "1 passed, 0 failed, 2 not run; folio could not check the book (1 tool failure)")
  }

  @Test func aToolFailureWinsOverAFailedCheckInTheExitStatus() {
    let failed = CheckOutcome(
      kind: .swiftBlock, location: Self.here, problems: [.compileError(Self.here, message: "m")])
    #expect(CheckReport(diagnostics: [], outcomes: [failed]).exitStatus == .failed)
    #expect(
      CheckReport(diagnostics: [], outcomes: [failed], toolFailures: [ToolFailure("no engine")]).exitStatus
        == .toolFailure)
    #expect(CheckReport(diagnostics: [], outcomes: []).exitStatus == .agreed)
  }

  @Test func aRunFolioCouldNotStartIsNotComparedWithItsTranscript() throws {
    let chapters = try BookCheckerTests.book()
    let transcript = chapters[0].transcripts[0]
    let run = TranscriptRun(
      transcript: transcript, real: RealTranscript(stepCount: 0), problems: [], toolFailure: ToolFailure("no host"))
    let outcome = BookChecker.outcome(of: run)
    #expect(outcome.diff == nil && outcome.problems.isEmpty && outcome.toolFailure == ToolFailure("no host"))
    var book = BookChecker.check(
      chapters, landingPage: nil, diagnostics: [], runs: [run], typechecked: [], scenarioTypechecks: [])
    // Never "repaired" by --update: there is no real output to write.
    #expect(book.chapters[0].repairableRuns.isEmpty)
    book.chapters[0].markRepaired()
    #expect(book.report.notRun == 1)
  }

  @Test func aCompilerThatCannotStartStopsEveryCheckAndExitsThree() async throws {
    let folder = try makeTemporaryFolder("folio-no-swiftc")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fixture = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/passing").path
    try FileManager.default.copyItem(atPath: fixture, toPath: folder + "/book")
    // A swiftc that is there but cannot start (a folder): the failure comes at the first compile.
    let swiftc = folder + "/swiftc"
    try FileManager.default.createDirectory(atPath: swiftc, withIntermediateDirectories: true)
    let outcome = try await runFolio(
      ["test", "book/chapters", "--no-sandbox", "--quiet", "--cache-dir", "cache"], in: folder,
      environment: ["SWIFTC": swiftc])
    #expect(outcome.status == 3, "\(outcome.stdout)\(outcome.stderr)")
    let lines = outcome.stdout.split(separator: "\n")
    #expect(lines.first == "folio: error: cannot start \(swiftc)")
    // Printed once, and no check of the author's reported as failed.
    #expect(lines.filter { $0.contains(": error: ") }.count == 1, "\(outcome.stdout)")
    #expect(
      outcome.stdout.hasSuffix("0 passed, 0 failed, 4 not run; folio could not check the book (1 tool failure)\n"))
  }

  @Test func aSandboxThatCannotBindAFolderIsAToolFailureNotACompileError() async throws {
    // A work folder only root may enter: as root, the sandboxed compiler (nobody) cannot
    // have it bound, and bubblewrap says so before any compiler runs.
    let folder = try makeTemporaryFolder("folio-unreachable")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fixture = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/compile-error").path
    try FileManager.default.copyItem(atPath: fixture, toPath: folder + "/book")
    try FileManager.default.createDirectory(atPath: folder + "/private", withIntermediateDirectories: true)
    chmod(folder + "/private", 0o700)
    let outcome = try await runFolio(
      ["test", "book/chapters", "--quiet", "--cache-dir", "cache", "--work-directory", "private/work"], in: folder)
    // Never the author's compile error: either the compile ran (the folder was bound) or
    // folio says it could not run it.
    #expect(outcome.status != 1, "\(outcome.stdout)")
    if outcome.status == 3 {
      #expect(outcome.stdout.hasPrefix("folio: error: cannot run chapter code in a sandbox: bwrap: "))
      #expect(!outcome.stdout.contains("01-typo.md:8:5: error"))
    }
  }
}
