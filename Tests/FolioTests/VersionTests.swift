import Foundation
import Testing

@testable import FolioCore

/// `folio --version` prints the one version folio has, and exits 0.
@Suite struct VersionTests {
  @Test func versionPrintsFolioVersion() async throws {
    let folder = try makeTemporaryFolder("folio-version")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try await runFolio(["--version"], in: folder)
    #expect(run.status == 0)
    #expect(run.stdout == FolioVersion.description + "\n")
    #expect(run.stdout.hasPrefix("folio \(FolioVersion.number) (Swift "))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
  }
}
