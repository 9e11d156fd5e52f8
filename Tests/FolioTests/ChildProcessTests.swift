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

  /// A child at its deadline while writing a crash report gets the grace and ends as
  /// the crash it is; one that is not writing one is stopped at the deadline.
  @Test(arguments: [true, false])
  func aCrashReportBegunAtTheDeadlineIsGivenItsGrace(began: Bool) async throws {
    let folder = try makeTemporaryFolder("folio-grace")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outcome = try await ChildProcess(
      // Not crashing, the child would live far past its deadline, so that a loaded
      // machine's late timer still finds it running.
      executable: "/bin/sh", arguments: ["-c", began ? "sleep 1; kill -SEGV $$" : "sleep 120; kill -SEGV $$"],
      outputPrefix: folder + "/child",
      timeout: 0.2, crashGrace: .init(seconds: 60) { began }
    ).run()
    #expect(outcome.timedOut == !began)
    #expect(outcome.signaled)
    if began { #expect(outcome.status == SIGSEGV) }
  }

  /// The grace is given once: a child that goes on past it is stopped as hanging.
  @Test func theGraceEndsAndTheChildIsStoppedAsHanging() async throws {
    let folder = try makeTemporaryFolder("folio-grace")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outcome = try await ChildProcess(
      executable: "/bin/sh", arguments: ["-c", "sleep 60"], outputPrefix: folder + "/child",
      timeout: 0.2, crashGrace: .init(seconds: 0.3) { true }
    ).run()
    #expect(outcome.timedOut)
  }
}
