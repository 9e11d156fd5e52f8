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
