import Foundation
import ScenarioWire
import Testing

@testable import Folio

/// The runner against fake scenario executables: shell scripts that read the request
/// and write events by hand, so the process contract is tested without the engine.
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
      events=$(sed -n 's/.*"eventsPath":"\\([^"]*\\)".*/\\1/p' "$1")
      \(body)

      """
    try write(script, to: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return path
  }

  func transcript() throws -> Transcript {
    try #require(ScenarioExtractor.extract(try chapter(Self.transcriptSource)).transcripts.first)
  }

  @Test func readsEventsIntoARealTranscript() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let executable = try fakeScenario(
      """
      grep -q '"tap"' "$1" || exit 3
      echo '{"output":{"line":"Mounted","step":0}}' >> "$events"
      echo '{"output":{"line":"went","step":1}}' >> "$events"
      echo '{"screen":{"elements":[{"attributes":[],"children":[],"kind":"Text","label":"hi"}],"step":2}}' >> "$events"
      echo '{"output":{"line":"Text \\"hi\\"","step":2}}' >> "$events"
      echo '{"finished":{}}' >> "$events"
      """, in: folder)
    let run = await ScenarioRunner(workDirectory: folder, timeout: 10).run(try transcript(), executable: executable)
    #expect(run.problems.isEmpty)
    #expect(run.real.finished)
    #expect(run.realLines == ["Mounted", "> tap \"go\"", "went", "> screen", "Text \"hi\""])
    #expect(run.real.screens[2] == [ScreenElement(kind: "Text", label: "hi")])
  }

  @Test func crashIsReportedWithStderrAndOutputUpToIt() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let executable = try fakeScenario(
      """
      echo '{"output":{"line":"Mounted","step":0}}' >> "$events"
      echo 'Fatal error: Index out of range' >&2
      kill -KILL $$
      """, in: folder)
    let run = await ScenarioRunner(workDirectory: folder, timeout: 10).run(try transcript(), executable: executable)
    #expect(run.realLines == ["Mounted"])
    #expect(run.problems.count == 1)
    guard case .scenarioCrashed(let location, "a", let detail, _)? = run.problems.first else {
      Issue.record("expected a crash, got \(run.problems)")
      return
    }
    // No step ended (no screen event), so the crash happened while mounting: it is
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
      echo '{"output":{"line":"Mounted","step":0}}' >> "$events"
      exec sleep 30
      """, in: folder)
    let start = Date()
    let run = await ScenarioRunner(workDirectory: folder, timeout: 0.5).run(try transcript(), executable: executable)
    #expect(Date().timeIntervalSince(start) < 5)
    #expect(run.realLines == ["Mounted"])
    #expect(run.problems.map(\.message) == ["scenario 'a' did not finish within 0.5s"])
  }

  @Test func actionFailuresArePlacedOnTheActionLine() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let executable = try fakeScenario(
      """
      echo '{"actionFailed":{"message":"no Button \\"go\\"; on screen: Text \\"x\\"","step":1}}' >> "$events"
      echo '{"finished":{}}' >> "$events"
      """, in: folder)
    let run = await ScenarioRunner(workDirectory: folder, timeout: 10).run(try transcript(), executable: executable)
    #expect(
      run.problems == [
        .actionFailed(
          SourceLocation(path: "chapters/01-test.md", line: 7, column: 3),
          message: "no Button \"go\"; on screen: Text \"x\"")
      ])
  }

  @Test func requestCarriesTheTranscriptsActions() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let executable = try fakeScenario(
      "cp \"$1\" \(folder)/seen.json; echo '{\"finished\":{}}' >> \"$events\"", in: folder)
    _ = await ScenarioRunner(workDirectory: folder, timeout: 10).run(try transcript(), executable: executable)
    let data = try #require(FileManager.default.contents(atPath: folder + "/seen.json"))
    let request = try JSONDecoder().decode(ScenarioRequest.self, from: data)
    #expect(request.actions == [.tap("go"), .screen])
    #expect(request.eventsPath.hasPrefix(folder))
  }
}
