import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// How folio starts and watches its children.
@Suite struct ChildProcessTests {
  /// A child that is gone before its output watch is set up: the watch's timer, made but
  /// never started, must be let go without crashing folio (libdispatch traps when a
  /// timer source is released while still suspended).
  @Test func aChildThatEndsBeforeItsWatchStartsLeavesFolioRunning() async throws {
    let folder = try makeTemporaryFolder("folio-quick")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Many at once, so that a child often ends while its parent is still setting up.
    let succeeded = await Array(0..<2_000).concurrentMap(limit: 16) { index in
      (try? await ChildProcess(
        executable: "/bin/true", arguments: [], outputPrefix: folder + "/true-\(index)", timeout: 30,
        outputLimit: 1 << 20
      ).run())?.succeeded == true
    }
    #expect(succeeded.allSatisfy { $0 })
  }
}
