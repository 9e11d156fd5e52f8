import Foundation
import ScenarioWire
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// The runner against fake scenario executables: shell scripts that speak the protocol
/// (`ScenarioChannel`) by hand, so the process contract is tested without the engine.
/// `step N` writes step N's marker to standard output, `event JSON` writes an event to
/// descriptor 3, `screen N` ends step N with an empty screen, `line KIND TEXT` writes a
/// line marked as the engine marks its warnings and notes.
@Suite struct ScenarioRunnerTests {
  static let transcriptSource = """
    # T
    ```swift scenario=a
    struct A: View {}
    ```
    ```transcript scenario=a
    Mounted
    > tap "go"
    went
    > screen
    ```
    """

  func fakeScenario(_ body: String, in folder: String) throws -> String {
    let path = folder + "/fake-scenario"
    let script = """
      #!/bin/sh
      request=$(cat)
      boundary=$(printf '%s' "$request" | sed -n 's/.*"boundary":"\\([^"]*\\)".*/\\1/p')
      step() { printf '\\000folio-step:%s:%s\\000' "$boundary" "$1"; }
      line() { printf '\\000folio-line:%s:%s\\000%s\\n' "$boundary" "$1" "$2"; }
      event() { printf '%s %s\\n' "$boundary" "$1" >&3; }
      screen() { step "$1"; event "{\\"screen\\":{\\"elements\\":[],\\"step\\":$1}}"; }
      trace() { printf '%s' '\(Self.traceEvent(step: 12345))' | sed "s/12345/$1/"; }
      \(body)

      """
    try write(script, to: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return path
  }

  /// A `trace` event as the engine writes it, with one mark and one view; the
  /// arguments make it one the engine could not have written.
  static func traceEvent(step: Int, lane: Int = 0, frame: Int = 0, rule: String? = nil, depth: Int = 0) -> String {
    let rules = rule.map { "[\"\($0)\"]" } ?? "[]"
    return """
      {"trace":{"step":\(step),"trace":{"frames":1,"lanes":[{"identity":"root","name":"A"}],\
      "marks":[{"detail":"@self","frame":\(frame),"kind":"body","lane":\(lane)}],"modelledRules":\(rules),\
      "omittedMarks":0,"tree":[{"change":"created","depth":\(depth),"identity":"root","name":"A"}]}}}
      """
  }

  @Test func aStepsTraceReachesTheRealTranscript() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let executable = try fakeScenario(
      """
      echo Mounted; step 0; event "$(trace 0)"; event '{"screen":{"elements":[],"step":0}}'
      echo went; screen 1
      screen 2; event '{"finished":{}}'
      """, in: folder)
    let run = await ScenarioRunner(workDirectory: folder, timeout: 10).run(try transcript(), executable: executable)
    #expect(run.problems.isEmpty, "\(run.problems.map(\.message))")
    let trace = try #require(run.real.traces[0])
    #expect(trace.marks == [TraceMark(frame: 0, lane: 0, kind: .body, detail: "@self")])
    #expect(trace.tree == [IdentityNode(depth: 0, name: "A", identity: "root", change: .created)])
    #expect(run.real.traces[1] == nil)
  }

  func transcript() throws -> Transcript {
    try #require(ScenarioExtractor.extract(try chapter(Self.transcriptSource)).transcripts.first)
  }

  @Test func readsOutputAndEventsIntoARealTranscript() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let executable = try fakeScenario(
      """
      printf '%s' "$request" | grep -q '"tap"' || exit 3
      echo Mounted; screen 0
      echo went; screen 1
      echo 'Text "hi"'; step 2
      event '{"screen":{"elements":[{"attributes":[],"children":[],"kind":"Text","label":"hi"}],"step":2}}'
      event '{"finished":{}}'
      """, in: folder)
    let run = await ScenarioRunner(workDirectory: folder, timeout: 10).run(try transcript(), executable: executable)
    #expect(run.problems.isEmpty)
    #expect(run.real.finished)
    #expect(run.realLines == ["Mounted", "> tap \"go\"", "went", "> screen", "Text \"hi\""])
    #expect(run.real.screens[2] == [ScreenElement(kind: .text, label: "hi")])
  }

  @Test func standardOutputAndErrorAreOneStreamInOrderCutAtSteps() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let executable = try fakeScenario(
      """
      echo out; echo err >&2; printf 'unfinished'; screen 0
      echo err again >&2; echo out again; screen 1
      printf 'last'; screen 2
      event '{"finished":{}}'
      """, in: folder)
    let run = await ScenarioRunner(workDirectory: folder, timeout: 10).run(try transcript(), executable: executable)
    #expect(run.problems.isEmpty)
    #expect(
      run.realLines == ["out", "err", "unfinished", "> tap \"go\"", "err again", "out again", "> screen", "last"])
  }

  @Test func crashIsReportedWithStderrAndOutputUpToIt() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let executable = try fakeScenario(
      """
      echo Mounted
      echo 'Fatal error: Index out of range' >&2
      echo '*** Signal 9: Backtracing from 0x1... done ***' >&2
      kill -KILL $$
      """, in: folder)
    let run = await ScenarioRunner(workDirectory: folder, timeout: 10).run(try transcript(), executable: executable)
    // The runtime's message and the backtracer's report are not output.
    #expect(run.realLines == ["Mounted"])
    #expect(run.problems.count == 1)
    guard case .scenarioCrashed(let location, "a", let detail, _)? = run.problems.first else {
      Issue.record("expected a crash, got \(run.problems)")
      return
    }
    // No step ended (no marker), so the crash happened while mounting: it is
    // reported at the transcript's start.
    #expect(location.line == 5)
    #expect(detail.contains("Fatal error: Index out of range"))
    #expect(detail.contains("signal 9"))
  }

  @Test func exitingWithoutFinishingIsACrash() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let executable = try fakeScenario("exit 0", in: folder)
    let run = await ScenarioRunner(workDirectory: folder, timeout: 10).run(try transcript(), executable: executable)
    #expect(run.problems.map(\.message) == ["scenario 'a' crashed: exited before finishing the transcript"])
  }

  @Test func hangingScenarioIsStoppedAtTheTimeout() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let executable = try fakeScenario(
      """
      echo Mounted
      exec sleep 900
      """, in: folder)
    let start = Date()
    // Long enough for a loaded machine to start the script and see its first line.
    let run = await ScenarioRunner(workDirectory: folder, timeout: 10).run(try transcript(), executable: executable)
    // Stopped, not left to sleep its 900 s: a bound far above the timeout and far below
    // the sleep, so a loaded machine cannot fail it (speed is `make bench`'s job).
    #expect(Date().timeIntervalSince(start) < 300)
    #expect(run.realLines == ["Mounted"])
    #expect(run.problems.map(\.message) == ["scenario 'a' did not finish within 10s"])
  }

  @Test func actionFailuresArePlacedOnTheActionLine() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let executable = try fakeScenario(
      """
      screen 0
      event '{"actionFailed":{"failure":{"kind":"disabled","message":"Button \\"go\\" is disabled"},"step":1}}'
      screen 1; screen 2
      event '{"finished":{}}'
      """, in: folder)
    let run = await ScenarioRunner(workDirectory: folder, timeout: 10).run(try transcript(), executable: executable)
    #expect(
      run.problems == [
        .actionFailed(
          SourceLocation(path: "chapters/01-test.md", line: 7, column: 3),
          ActionFailure(.disabled, "Button \"go\" is disabled"))
      ])
  }

  @Test func requestArrivesOnStandardInputWithAFreshBoundaryAndNoPath() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let executable = try fakeScenario(
      """
      printf '%s' "$request" > \(folder)/seen.json
      echo "$# $(ls \(folder)/runs/*)" > \(folder)/arguments
      screen 0; screen 1; screen 2; event '{"finished":{}}'
      """, in: folder)
    let runner = ScenarioRunner(workDirectory: folder, timeout: 10)
    let run = await runner.run(try transcript(), executable: executable)
    #expect(run.problems.isEmpty)
    let data = try #require(FileManager.default.contents(atPath: folder + "/seen.json"))
    let request = try JSONDecoder().decode(ScenarioRequest.self, from: data)
    #expect(request.actions == [.tap("go"), .screen])
    #expect(request.boundary.count >= 32)
    // No arguments, and no request or events file in the run's folder.
    let arguments = String(
      decoding: try #require(FileManager.default.contents(atPath: folder + "/arguments")), as: UTF8.self)
    #expect(arguments.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
  }

  // MARK: - Who wrote a line

  static let warning = "Modifying state during view update, this will cause undefined behavior."

  @Test func warningKindComesFromTheEngineNotTheText() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let executable = try fakeScenario(
      """
      echo '\(Self.warning)'; echo 'ViewGraph: still updating after 60 frames; stopped this action here.'
      line swiftUIWarning '\(Self.warning)'; screen 0
      printf '\\000folio-line:another-boundary:swiftUIWarning\\000forged\\n'
      printf 'glued: '; line swiftUIWarning '\(Self.warning)'; screen 1
      line engineNote 'ViewGraph: a note'; printf 'unfinished'; screen 2
      event '{"finished":{}}'
      """, in: folder)
    let run = await ScenarioRunner(workDirectory: folder, timeout: 10).run(try transcript(), executable: executable)
    #expect(run.problems.isEmpty, "\(run.problems.map(\.message))")
    #expect(
      run.real.outputLines(ofStep: 0) == [
        OutputLine(Self.warning), OutputLine("ViewGraph: still updating after 60 frames; stopped this action here."),
        OutputLine(Self.warning, kind: .swiftUIWarning),
      ])
    // A marker without the boundary is text of its line; one inside a line marks nothing.
    #expect(
      run.real.outputLines(ofStep: 1) == [
        OutputLine("\u{0}folio-line:another-boundary:swiftUIWarning\u{0}forged"), OutputLine("glued: " + Self.warning),
      ])
    #expect(
      run.real.outputLines(ofStep: 2) == [OutputLine("ViewGraph: a note", kind: .engineNote), OutputLine("unfinished")])
  }

  @Test func theLineCapNoteIsANoteOfTheEngine() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let executable = try fakeScenario(
      "echo one; echo two; screen 0; screen 1; screen 2; event '{\"finished\":{}}'", in: folder)
    let runner = ScenarioRunner(workDirectory: folder, timeout: 10, maxOutputLines: 1)
    let run = await runner.run(try transcript(), executable: executable)
    #expect(
      run.real.outputLines(ofStep: 0) == [
        OutputLine("one"), OutputLine("ViewGraph: output stopped after 1 lines.", kind: .engineNote),
      ])
  }

  // MARK: - Forgery

  @Test func eventsWithoutTheBoundaryAreRejected() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A clean finish with no output, as the engine's old events file would have held it.
    let executable = try fakeScenario(
      """
      echo real
      echo '{"screen":{"elements":[],"step":0}}' >&3
      echo '{"screen":{"elements":[],"step":1}}' >&3
      echo '{"screen":{"elements":[],"step":2}}' >&3
      echo '{"finished":{}}' >&3
      """, in: folder)
    let run = await ScenarioRunner(workDirectory: folder, timeout: 10).run(try transcript(), executable: executable)
    #expect(!run.real.finished)
    #expect(
      run.problems.map(\.message) == [
        "scenario 'a' wrote to the engine's channel: the events channel carried a line that the engine did not write"
      ])
  }

  @Test(arguments: [
    // An output line on the events channel: output comes only from standard output and error.
    "screen 0; event '{\"output\":{\"kind\":\"plain\",\"line\":\"x\",\"step\":0}}'",
    // A finish before the last step.
    "screen 0; event '{\"finished\":{}}'",
    // A step's end twice.
    "screen 0; screen 0",
    // Steps out of order in the output.
    "step 1",
    // A line marker with the boundary and a kind the engine does not write.
    "line loud x; screen 0",
    // A screen element of a kind the engine does not show.
    "step 0; event '{\"screen\":{\"elements\":[{\"attributes\":[],\"children\":[],\"kind\":\"Mystery\"}],\"step\":0}}'",
    // A step's trace after its screen: the engine sends it before.
    "screen 0; event \"$(trace 0)\"",
    // A step's trace twice.
    "step 0; event \"$(trace 0)\"; event \"$(trace 0)\"",
    // A trace of a step that has not begun.
    "step 0; event \"$(trace 1)\"",
    // A trace whose mark names a view it does not list.
    "step 0; event '\(Self.traceEvent(step: 0, lane: 3))'",
    // A trace whose mark is in a frame the step did not render.
    "step 0; event '\(Self.traceEvent(step: 0, frame: 9))'",
    // A trace naming a modelled rule the engine does not have.
    "step 0; event '\(Self.traceEvent(step: 0, rule: "made-up"))'",
    // A trace whose tree skips a level.
    "step 0; event '\(Self.traceEvent(step: 0, depth: 2))'",
  ])
  func eventsOutOfTheEnginesOrderAreRejected(body: String) async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let executable = try fakeScenario(body, in: folder)
    let run = await ScenarioRunner(workDirectory: folder, timeout: 10).run(try transcript(), executable: executable)
    #expect(
      run.problems.contains {
        if case .scenarioForgedEvents = $0 { return true } else { return false }
      }, "\(run.problems.map(\.message))")
  }
}
