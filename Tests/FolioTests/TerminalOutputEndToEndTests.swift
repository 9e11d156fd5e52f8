import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// The real `folio` binary, checking a book whose scenarios print terminal escape
/// sequences: what it prints shows them and obeys none.
@Suite struct TerminalOutputEndToEndTests {
  @Test func folioPrintsNoEscapeByteFromAScenario() async throws {
    let folder = try CommandLineTests().copyFixture("control-characters")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outcome = try await CommandLineTests().folio(["test", folder + "/book/chapters"], in: folder)
    #expect(outcome.status == 1)
    let printed = outcome.stdout + outcome.stderr
    #expect(!printed.utf8.contains(0x1B), "\(printed.debugDescription)")
    #expect(TerminalTextTests.isInert(printed), "\(printed.debugDescription)")
    // The forged summary is visible as what it is, and the real one closes the report.
    #expect(outcome.stdout.contains("+^[]0;owned^G^[]52;c;aGVsbG8=^G^[[2K^M12 passed, 0 failed\n"))
    #expect(outcome.stdout.contains("crashed: Fatal error: ^[]0;title^G^[[2K^M12 passed, 0 failed"))
    #expect(outcome.stdout.hasSuffix("\n0 passed, 2 failed\n"))
  }
}
