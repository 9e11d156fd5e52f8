import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// `folio` never runs a chapter's code unconfined unless told to with `--no-sandbox`.
@Suite struct SandboxCommandLineTests {
  func folio(_ arguments: [String], in folder: String, environment: [String: String]) async throws
    -> ChildProcess.Outcome
  {
    let engine = try TestEngine.location()
    return try await ChildProcess(
      executable: engine.directory + "/folio",
      arguments: withGenerousTimeout(arguments) + [
        "--work-directory", folder + "/work", "--cache-dir", folder + "/cache",
      ],
      outputPrefix: folder + "/folio-\(UUID().uuidString)", timeout: 600, environment: environment
    ).run()
  }

  @Test func withoutBubblewrapFolioStopsWithAToolErrorNamingNoSandbox() async throws {
    let folder = try CommandLineTests().copyFixture("passing")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let missing = ["FOLIO_BWRAP": folder + "/no-such-bwrap"]
    for command in ["test", "build"] {
      let arguments =
        command == "test"
        ? ["test", folder + "/book/chapters"]
        : ["build", "--chapters", folder + "/book/chapters", "--out", folder + "/site"]
      let refused = try await folio(arguments, in: folder, environment: missing)
      // A tool failure: its own exit status, no fake chapter location, not a failed check.
      #expect(refused.status == 3, "\(command): \(refused.stdout)")
      #expect(
        refused.stdout.hasPrefix(
          "folio: error: cannot run chapter code in a sandbox: bubblewrap is not installed (FOLIO_BWRAP="),
        "\(command): \(refused.stdout)")
      #expect(refused.stdout.contains("could not check the book (1 tool failure)"), "\(refused.stdout)")
      #expect(refused.stdout.contains("--no-sandbox"))
      #expect(!refused.stdout.contains("passed,") || refused.stdout.contains("0 passed"), "\(refused.stdout)")
      #expect(!FileManager.default.fileExists(atPath: folder + "/site"))
    }
    let unconfined = try await folio(
      ["test", folder + "/book/chapters", "--no-sandbox"], in: folder, environment: missing)
    #expect(unconfined.status == 0, "\(unconfined.stdout)\(unconfined.stderr)")
    #expect(unconfined.stdout.hasSuffix("4 passed, 0 failed\n"))
  }
}
