import Foundation
import ScenarioWire

/// Runs each transcript in its own scenario process and collects what really
/// happened: the `run` stage.
///
/// One process per transcript means each starts from a fresh mount, and a crash or a
/// hang costs only that transcript. The process writes events as they happen, so the
/// output up to a crash survives it.
public struct ScenarioRunner: Sendable {
  /// Where requests and events files go.
  public var workDirectory: String
  /// Seconds a transcript may take before its process is terminated.
  public var timeout: Double
  /// How many scenario processes run at once.
  public var jobs: Int

  /// Creates a runner.
  public init(workDirectory: String, timeout: Double = 10, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
    self.workDirectory = workDirectory
    self.timeout = timeout
    self.jobs = jobs
  }

  /// Runs every transcript against its scenario's executable, in parallel.
  ///
  /// - Parameter work: Each transcript with its compiled scenario; a scenario that did
  ///   not compile fails its transcripts with the compiler's errors.
  public func run(_ work: [(transcript: Transcript, compiled: CompiledScenario)]) async -> [TranscriptRun] {
    let items = work.enumerated().map {
      RunItem(index: $0.offset, transcript: $0.element.transcript, compiled: $0.element.compiled)
    }
    return await items.concurrentMap(limit: jobs) { item in await self.run(item) }
  }

  /// Runs one transcript with an executable.
  public func run(_ transcript: Transcript, executable: String, index: Int = 0) async -> TranscriptRun {
    let stepCount = transcript.steps.count
    let folder = "\(workDirectory)/runs/\(index)-\(StableHash.hex(transcript.location.description).prefix(8))"
    let files = FileManager.default
    try? files.removeItem(atPath: folder)
    try? files.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let requestPath = folder + "/request.json"
    let eventsPath = folder + "/events.jsonl"
    _ = files.createFile(atPath: eventsPath, contents: nil)
    let request = ScenarioRequest(actions: transcript.actions, eventsPath: eventsPath)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
    do {
      try encoder.encode(request).write(to: URL(fileURLWithPath: requestPath))
    } catch {
      return failed(transcript, .tool(transcript.location, message: "cannot write \(requestPath)"))
    }

    let process = ChildProcess(
      executable: executable, arguments: [requestPath], outputPrefix: folder + "/scenario", timeout: timeout)
    let outcome: ChildProcess.Outcome
    do {
      outcome = try await process.run()
    } catch {
      return failed(transcript, error)
    }
    let events = files.contents(atPath: eventsPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
    let real = RealTranscript(events: events, stepCount: stepCount)

    var problems: [FolioError] = []
    for (step, message) in real.actionFailures.sorted(by: { $0.key < $1.key }) where step >= 1 && step <= stepCount {
      let action = transcript.steps[step - 1]
      problems.append(
        .actionFailed(SourceLocation(path: transcript.location.path, line: action.line, column: 3), message: message))
    }
    // The step that was running when the process stopped: the first not completed.
    let crashLocation = location(ofStep: min(real.completedSteps, stepCount), in: transcript)
    if outcome.timedOut {
      problems.append(.scenarioTimedOut(crashLocation, scenario: transcript.scenario, seconds: timeout))
    } else if !real.finished || !outcome.succeeded {
      problems.append(
        .scenarioCrashed(crashLocation, scenario: transcript.scenario, detail: crashDetail(outcome, real)))
    }
    return TranscriptRun(transcript: transcript, real: real, problems: problems)
  }

  private func run(_ item: RunItem) async -> TranscriptRun {
    switch item.compiled.executable {
    case .failure(let failure):
      return TranscriptRun(
        transcript: item.transcript, real: RealTranscript(stepCount: item.transcript.steps.count),
        problems: failure.errors)
    case .success(let executable):
      return await run(item.transcript, executable: executable, index: item.index)
    }
  }

  private func failed(_ transcript: Transcript, _ error: FolioError) -> TranscriptRun {
    TranscriptRun(transcript: transcript, real: RealTranscript(stepCount: transcript.steps.count), problems: [error])
  }

  /// The action line of 1-based `step` (the transcript's start for the mount).
  private func location(ofStep step: Int, in transcript: Transcript) -> SourceLocation {
    guard step >= 1, step <= transcript.steps.count else { return transcript.location }
    return SourceLocation(path: transcript.location.path, line: transcript.steps[step - 1].line)
  }

  private func crashDetail(_ outcome: ChildProcess.Outcome, _ real: RealTranscript) -> String {
    let stderr = outcome.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
    let fatal = stderr.split(separator: "\n").first { $0.contains("Fatal error") || $0.contains("error:") }
    let how =
      outcome.signaled
      ? "killed by signal \(outcome.status)"
      : outcome.status == 0 ? "exited before finishing the transcript" : "exited with status \(outcome.status)"
    if let fatal { return "\(fatal) (\(how))" }
    if !stderr.isEmpty { return "\(how): \(stderr.split(separator: "\n").prefix(5).joined(separator: " | "))" }
    return how
  }
}

private struct RunItem: Sendable {
  let index: Int
  let transcript: Transcript
  let compiled: CompiledScenario
}
