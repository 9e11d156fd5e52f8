import Foundation
import ScenarioWire
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// The runner's guards against scenarios that flood their output, and what it tells
/// the scenario process, with fake scenario executables (shell scripts).
@Suite struct ScenarioRunnerLimitTests {
  let helper = ScenarioRunnerTests()

  @Test func floodingTheEventsStopsTheProcessAndIsReported() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // One endless line: the engine's line cap never triggers, the byte guard must.
    let executable = try helper.fakeScenario(
      """
      echo Mounted
      printf '%s {"actionFailed":{"step":0,"message":"' "$boundary" >&3
      yes x | tr -d '\\n' >&3
      """, in: folder)
    let runner = ScenarioRunner(workDirectory: folder, timeout: 30, maxOutputBytes: 1 << 20)
    let run = await runner.run(try helper.transcript(), executable: executable)
    // Stopped by the output guard: had it run into the 30 s timeout, the problem below
    // would be a timeout (no clock here: a loaded machine must not fail it).
    #expect(run.realLines == ["Mounted"])
    #expect(
      run.problems.map(\.message) == ["scenario 'a' wrote more than 1 MB of output and was stopped"])
    #expect(run.problems.first?.location.line == 5)
  }

  @Test func floodingStandardOutputIsStoppedToo() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let executable = try helper.fakeScenario("yes 'printed straight to stdout' >&2", in: folder)
    let runner = ScenarioRunner(workDirectory: folder, timeout: 30, maxOutputBytes: 1 << 20)
    let run = await runner.run(try helper.transcript(), executable: executable)
    // Checked ten times a second: it stops far short of filling a disk or the memory,
    // and by the output guard, not the 30 s timeout (which would report differently).
    guard case .scenarioOutputTooLarge(_, "a", 1_048_576)? = run.problems.first else {
      Issue.record("expected the output guard, got \(run.problems)")
      return
    }
    // What was kept is the limit's worth of lines, no more.
    #expect(run.real.mount.count <= (1 << 20) / "printed straight to stdout\n".utf8.count + 1)
    #expect(run.real.mount.first == "printed straight to stdout")
  }

  @Test func requestCapsOutputLinesAndTheBacktraceIsOn() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let executable = try helper.fakeScenario(
      """
      printf '%s' "$request" > \(folder)/seen.json
      echo "$SWIFT_BACKTRACE" > \(folder)/backtrace
      """, in: folder)
    _ = await ScenarioRunner(workDirectory: folder, maxOutputLines: 123).run(
      try helper.transcript(), executable: executable)
    let data = try #require(FileManager.default.contents(atPath: folder + "/seen.json"))
    #expect(try JSONDecoder().decode(ScenarioRequest.self, from: data).maxOutputLines == 123)
    let backtrace = String(
      decoding: try #require(FileManager.default.contents(atPath: folder + "/backtrace")), as: UTF8.self)
    #expect(backtrace.contains("enable=yes") && backtrace.contains("interactive=no"))
    // The report goes where folio cuts it from the end of a crashed run's output.
    #expect(backtrace.contains("output-to=stderr"))
  }

  @Test func defaultsAreAFewSecondsAndAReadableCap() {
    let runner = ScenarioRunner(workDirectory: "/tmp")
    #expect(runner.timeout == 5)
    #expect(runner.maxOutputLines == 2_000)
    #expect(BookCheckOptions().timeout == runner.timeout)
  }
}

/// Reading what a crashed scenario left on standard error.
@Suite struct CrashReportTests {
  static let chapter = "chapters/01-state.md"
  static let trapped = """
    Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

    *** Program crashed: Illegal instruction at 0x1 ***
      3 [ra] 0x000055 closure #1 in Boom.body.getter + 276 in scenario at chapters/01-state.md#2:9:18
      6 [ra] 0x00007f ViewRuntime.runEvent(_:) + 48 in libViewGraph.so at /src/UpdateLoop.swift:29:5
    """
  static let segfault = """
    *** Program crashed: Bad pointer dereference at 0x0000000000000008 ***
      0 0x0000 closure #1 in P.body.getter + 20 in scenario at chapters/01-state.md#1:42:23
    """

  typealias Sample = (stderr: String, message: String?, site: FolioCore.SourceLocation?)

  static let samples: [Sample] = [
    (
      "chapters/01-state.md#1:12: Fatal error: gone\n", "Fatal error: gone",
      SourceLocation(path: chapter, line: 12)
    ),
    (Self.trapped, "Fatal error: Index out of range", SourceLocation(path: chapter, line: 108, column: 18)),
    (
      "chapters/01-state.md#2:7: Precondition failed: positive\n", "Precondition failed: positive",
      SourceLocation(path: chapter, line: 106)
    ),
    (
      Self.segfault, "Bad pointer dereference at 0x0000000000000008",
      SourceLocation(path: chapter, line: 42, column: 23)
    ),
    ("other/file.md:3: Fatal error\n", "Fatal error", nil),
    ("segmentation fault\n", nil, nil),
  ]

  @Test(arguments: samples)
  func messageAndChapterLineAreFound(stderr: String, message: String?, site: FolioCore.SourceLocation?) {
    // Block 1 starts at line 1 of the chapter, block 2 at line 100.
    let map = SourceMap(blocks: [
      "\(Self.chapter)#1": SourceLocation(path: Self.chapter, line: 1),
      "\(Self.chapter)#2": SourceLocation(path: Self.chapter, line: 100),
    ])
    let report = CrashReport(stderr: stderr, sourceMap: map)
    #expect(report.message == message)
    #expect(report.site == site)
  }

  /// The backtracer joins a block file name with no folder part to the compiler's
  /// working folder, so `folio test 03-crash.md` still names the chapter line.
  @Test func aFrameInAChapterWithoutAFolderIsFound() {
    let map = SourceMap(blocks: ["03-crash.md#2": SourceLocation(path: "03-crash.md", line: 4)])
    let stderr = """
      *** Program crashed: Illegal instruction at 0x00007f934996df7f ***
        3 [ra] 0x0000555b7373be41 closure #1 in Boom.body.getter + 32 in libs.so at /tmp/w/03-crash.md#2:8:18
        4 [ra] 0x0000555b7373bf12 main + 49 in host at /tmp/w/main.swift:6:7
      """
    #expect(
      CrashReport(stderr: stderr, sourceMap: map).site == SourceLocation(path: "03-crash.md", line: 11, column: 18))
    let elsewhere = "  3 [ra] 0x1 f + 32 in libs.so at /tmp/w/x03-crash.md#2:8:18\n"
    #expect(CrashReport(stderr: elsewhere, sourceMap: map).site == nil)
  }

  /// The debug information names a file under the compile's working folder relative to
  /// it, so the backtrace of a chapter given by its absolute path names it relative.
  @Test func aFrameNamingTheChapterRelativeToTheWorkingFolderIsFound() {
    let chapter = "/home/ann/book/chapters/01-state.md"
    let map = SourceMap(blocks: ["\(chapter)#1": SourceLocation(path: chapter, line: 20)])
    let stderr = """
      *** Program crashed: Illegal instruction at 0x1 ***
        3 [ra] 0x000055 main + 276 in scenario at book/chapters/01-state.md#1:3:7
      """
    #expect(CrashReport(stderr: stderr, sourceMap: map).site == SourceLocation(path: chapter, line: 22, column: 7))
    let elsewhere = "  3 [ra] 0x000055 main + 276 in scenario at other/01-state.md#1:3:7\n"
    #expect(CrashReport(stderr: elsewhere, sourceMap: map).site == nil)
  }

  /// A run at its deadline is given more time only when the end of its output shows the
  /// runtime's report begun, not for a report's words printed early in the output.
  @Test func aCrashReportBegunIsSeenAtTheEndOfTheOutput() {
    let begun = Array("tap\n/book/01.md#1:4: Fatal error: boom\n💣 Program crashed: Illegal instruction\n".utf8)
    #expect(CrashReport.hasBegun(inOutputTail: begun))
    #expect(CrashReport.hasBegun(inOutputTail: Array("*** Signal 11: Backtracing from 0x1... ".utf8)))
    #expect(!CrashReport.hasBegun(inOutputTail: Array("counting\n1\n2\n".utf8)))
    let early = "Fatal error: in a string\n" + String(repeating: "line\n", count: CapturedRun.crashReportLines + 1)
    #expect(!CrashReport.hasBegun(inOutputTail: Array(early.utf8)))
  }

  @Test func signalsAreNamed() {
    #expect(CrashReport.signalName(11) == "signal 11 (SIGSEGV)")
    #expect(CrashReport.signalName(4) == "signal 4 (SIGILL)")
    #expect(CrashReport.signalName(64) == "signal 64")
  }
}
