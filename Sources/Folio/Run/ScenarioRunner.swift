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
  /// Output lines after which the engine stops a scenario's printing and says so
  /// (`ViewGraph: output stopped after N lines.`).
  public var maxOutputLines: Int
  /// Bytes the events file, standard output or standard error may reach before the
  /// process is stopped: the guard for output the line cap does not catch (one
  /// enormous line, writes straight to standard output).
  public var maxOutputBytes: Int

  /// The default per-transcript time limit, in seconds.
  public static let defaultTimeout: Double = 5
  /// The default line cap: far more than any transcript a reader would read.
  public static let defaultMaxOutputLines = 2_000
  /// The default byte cap of each output file.
  public static let defaultMaxOutputBytes = 8 << 20

  /// Creates a runner.
  public init(
    workDirectory: String, timeout: Double = defaultTimeout, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    maxOutputLines: Int = defaultMaxOutputLines, maxOutputBytes: Int = defaultMaxOutputBytes
  ) {
    self.workDirectory = workDirectory
    self.timeout = timeout
    self.jobs = jobs
    self.maxOutputLines = maxOutputLines
    self.maxOutputBytes = maxOutputBytes
  }

  /// The backtracer's settings for scenario processes: on (a crash names the chapter
  /// line it happened at), never waiting for a debugger, only the crashed thread.
  static let backtraceSettings = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none"

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
    let request = ScenarioRequest(actions: transcript.actions, eventsPath: eventsPath, maxOutputLines: maxOutputLines)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
    do {
      try encoder.encode(request).write(to: URL(fileURLWithPath: requestPath))
    } catch {
      return failed(transcript, .tool(transcript.location, message: "cannot write \(requestPath)"))
    }

    let process = ChildProcess(
      executable: executable, arguments: [requestPath], outputPrefix: folder + "/scenario", timeout: timeout,
      environment: ["SWIFT_BACKTRACE": Self.backtraceSettings], outputLimit: maxOutputBytes,
      watchedFiles: [eventsPath])
    let outcome: ChildProcess.Outcome
    do {
      outcome = try await process.run()
    } catch {
      return failed(transcript, error)
    }
    let events = ChildProcess.read(eventsPath, upTo: maxOutputBytes)
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
    } else if outcome.outputLimitExceeded {
      problems.append(.scenarioOutputTooLarge(crashLocation, scenario: transcript.scenario, bytes: maxOutputBytes))
    } else if !real.finished || !outcome.succeeded {
      let report = CrashReport(stderr: outcome.stderr, chapterPath: transcript.location.path)
      problems.append(
        .scenarioCrashed(
          crashLocation, scenario: transcript.scenario, detail: crashDetail(outcome, report), crashSite: report.site))
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

  /// The runtime's message and how the process ended: `Fatal error: boom (signal 4 (SIGILL))`.
  private func crashDetail(_ outcome: ChildProcess.Outcome, _ report: CrashReport) -> String {
    let how =
      outcome.signaled
      ? "killed by \(CrashReport.signalName(outcome.status))"
      : outcome.status == 0 ? "exited before finishing the transcript" : "exited with status \(outcome.status)"
    if let message = report.message { return "\(message) (\(how))" }
    let stderr = outcome.stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    return stderr.isEmpty ? how : "\(how): \(stderr.prefix(5).joined(separator: " | "))"
  }
}

private struct RunItem: Sendable {
  let index: Int
  let transcript: Transcript
  let compiled: CompiledScenario
}
