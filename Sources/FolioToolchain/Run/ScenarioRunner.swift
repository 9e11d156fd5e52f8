import FolioCore
import Foundation
import ScenarioWire

/// Runs each transcript in its own scenario process and collects what really
/// happened: the `run` stage.
///
/// One process per transcript means each starts from a fresh mount, and a crash or a
/// hang costs only that transcript. Folio reads the process's output and events while it
/// runs, so the output up to a crash survives it.
public struct ScenarioRunner: Sendable {
  /// Where each run's scratch files go (its request, for a moment, under `runs/`).
  var workDirectory: String
  /// Seconds a transcript may take before its process is terminated.
  var timeout: Double
  /// How many scenario processes run at once.
  var jobs: Int
  /// Output lines after which the engine stops a scenario's printing and says so
  /// (`ViewGraph: output stopped after N lines.`).
  var maxOutputLines: Int
  /// Bytes the output (standard output and error together) or the events may reach
  /// before the process is stopped: the guard for output the line cap does not catch
  /// (one enormous line, a loop of writes).
  var maxOutputBytes: Int
  /// The scenario host (``ScenarioHost``) that runs compiled scenario libraries.
  var host: String?
  /// Where finished runs are kept: a transcript whose scenario and actions are unchanged
  /// is not run again, as the engine is deterministic.
  var cache: BuildCache?
  /// Told as each transcript is run.
  var progress: StageProgress?
  /// The sandbox each scenario process runs in, or `nil` for none (`--no-sandbox`).
  var sandbox: Sandbox?
  /// Why there is no ``host``, when building it failed: what keeps each transcript from running.
  var hostFailure: ToolFailure?
  /// Whether a scenario library's transcripts run in forks of one server (``ScenarioServer``)
  /// rather than each in a process of its own, where the sandbox allows it.
  public var forkServers = true
  /// Whether a cached run's screens and traces are decoded as it is read, on the run
  /// stage's cores: a build that draws the site needs them all; a check needs none.
  public var readsSiteEvents = false

  /// The default per-transcript time limit, in seconds.
  public static let defaultTimeout: Double = 5
  /// The default line cap: far more than any transcript a reader would read.
  public static let defaultMaxOutputLines = 2_000
  /// The default byte cap of each output file.
  public static let defaultMaxOutputBytes = 8 << 20

  /// Creates a runner.
  public init(
    workDirectory: String, timeout: Double = defaultTimeout, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    maxOutputLines: Int = defaultMaxOutputLines, maxOutputBytes: Int = defaultMaxOutputBytes,
    host: String? = nil, cache: BuildCache? = nil, sandbox: Sandbox? = nil, progress: StageProgress? = nil
  ) {
    self.sandbox = sandbox
    self.host = host
    self.cache = cache
    self.progress = progress
    self.workDirectory = workDirectory
    self.timeout = timeout
    self.jobs = jobs
    self.maxOutputLines = maxOutputLines
    self.maxOutputBytes = maxOutputBytes
  }

  /// The backtracer's settings for scenario processes: on (a crash names the chapter
  /// line it happened at), never waiting for a debugger, only the crashed thread, to
  /// standard error, where folio cuts it from the end of the output (``CapturedRun``).
  static let backtraceSettings =
    "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,output-to=stderr"

  /// How long a scenario that crashed at its deadline may go on writing its crash
  /// report: the backtracer took over 5 s to symbolicate on a loaded 2-core machine.
  static let crashGraceSeconds = 30.0
  /// How much of the output's end is searched for a crash report begun.
  static let crashTailBytes = 256 << 10

  /// Runs one transcript with an executable: `executable ARGUMENTS…`, speaking the
  /// protocol of ``ScenarioChannel``: the request on standard input, output on one pipe
  /// as standard output and error, events on another as descriptor 3.
  func run(
    _ transcript: Transcript, executable: String, arguments: [String] = [], index: Int = 0,
    sourceMap: SourceMap = SourceMap(blocks: [:]), cacheKey: String? = nil
  ) async -> TranscriptRun {
    await run(transcript, index: index, sourceMap: sourceMap, cacheKey: cacheKey) {
      (pipes, scratch, grace) async throws(ToolFailure) in
      try await self.start(executable, arguments: arguments, pipes: pipes, scratch: scratch, grace: grace)
    }
  }

  /// Runs one transcript, its process started by `launch`, and reads what happened.
  private func run(
    _ transcript: Transcript, index: Int, sourceMap: SourceMap, cacheKey: String?,
    launch: (RunPipes, String, ChildProcess.CrashGrace) async throws(ToolFailure) -> ChildProcess.Outcome
  ) async -> TranscriptRun {
    let stepCount = transcript.steps.count
    // The run's files are named by this prefix: its request, for a moment, and the output
    // files of a process that has no descriptors of folio's (never a scenario's).
    let scratch = "\(workDirectory)/runs/\(index)-\(StableHash.hex(transcript.location.description).prefix(8))"
    try? FileManager.default.createDirectory(atPath: workDirectory + "/runs", withIntermediateDirectories: true)
    let boundary = UUID().uuidString
    let request = ScenarioRequest(actions: transcript.actions, maxOutputLines: maxOutputLines, boundary: boundary)
    let output: PipeCapture
    let events: PipeCapture
    let requestFile: Int32
    do throws(ToolFailure) {
      requestFile = try Self.unnamedFile(holding: request, at: scratch + ".request.json")
      output = try PipeCapture(limit: maxOutputBytes)
      events = try PipeCapture(limit: maxOutputBytes)
    } catch {
      return failed(transcript, error)
    }
    defer { close(requestFile) }
    let grace = ChildProcess.CrashGrace(seconds: Self.crashGraceSeconds) {
      CrashReport.hasBegun(inOutputTail: output.suffix(Self.crashTailBytes))
    }
    let outcome: ChildProcess.Outcome
    do {
      outcome = try await launch(RunPipes(request: requestFile, output: output, events: events), scratch, grace)
    } catch {
      return failed(transcript, error)
    }
    let captured = CapturedRun(
      ScenarioChannel.Capture(output: output.bytes, events: events.bytes, boundary: boundary, stepCount: stepCount),
      maxOutputLines: maxOutputLines, stepCount: stepCount)
    var real = RealTranscript(stepCount: stepCount)
    for event in captured.events { real.apply(event) }

    var problems = actionProblems(real, transcript)
    // The step that was running when the process stopped: the first not completed.
    let crashLocation = location(ofStep: min(real.completedSteps, stepCount), in: transcript)
    if let violation = captured.violation {
      problems.append(.scenarioForgedEvents(crashLocation, scenario: transcript.scenario, detail: violation))
    } else if outcome.timedOut {
      problems.append(.scenarioTimedOut(crashLocation, scenario: transcript.scenario, seconds: timeout))
    } else if outcome.outputLimitExceeded {
      problems.append(.scenarioOutputTooLarge(crashLocation, scenario: transcript.scenario, bytes: maxOutputBytes))
    } else if !real.finished || !outcome.succeeded {
      let report = CrashReport(stderr: captured.crashReport, sourceMap: sourceMap)
      let detail = crashDetail(outcome, report, captured.crashReport)
      if let expected = transcript.expectedTrap {
        // A trap is a signal after the runtime's message; the message must hold the text.
        guard outcome.signaled, let message = report.message, message.contains(expected) else {
          problems.append(
            .wrongTrap(
              crashLocation, scenario: transcript.scenario, expected: expected, detail: detail, crashSite: report.site)
          )
          return TranscriptRun(transcript: transcript, real: real, problems: problems)
        }
        return TranscriptRun(transcript: transcript, real: real, problems: problems, trap: message)
      }
      problems.append(
        .scenarioCrashed(crashLocation, scenario: transcript.scenario, detail: detail, crashSite: report.site))
    } else if let expected = transcript.expectedTrap {
      problems.append(.missingTrap(transcript.location, scenario: transcript.scenario, expected: expected))
    } else if let cacheKey, let cache {
      cache.storeRun(cacheKey, events: Self.jsonLines(captured.events))
    }
    return TranscriptRun(transcript: transcript, real: real, problems: problems)
  }

  /// The request in a file that no longer has a name, open for reading: the scenario
  /// host reads it before any code of the chapter runs, and no path leads to it.
  private static func unnamedFile(
    holding request: ScenarioRequest, at path: String
  ) throws(ToolFailure) -> Int32 {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
    unlink(path)
    guard let data = try? encoder.encode(request), NewFile.write(data, to: path) else {
      throw ToolFailure("cannot write \(path)")
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    unlink(path)
    guard descriptor >= 0 else { throw ToolFailure("cannot read \(path)") }
    return descriptor
  }

  /// Events as the run cache keeps them: one JSON object per line.
  private static func jsonLines(_ events: [ScenarioEvent]) -> String {
    let encoder = ScenarioEvent.encoder()
    return events.compactMap { try? encoder.encode($0) }.map { String(decoding: $0, as: UTF8.self) + "\n" }.joined()
  }

  /// The failed actions a run's events report, at their transcript lines.
  func actionProblems(_ real: RealTranscript, _ transcript: Transcript) -> [FolioError] {
    real.actionFailures.sorted(by: { $0.key < $1.key }).compactMap { step, failure in
      guard step >= 1 && step <= transcript.steps.count else { return nil }
      let action = transcript.steps[step - 1]
      return .actionFailed(
        SourceLocation(path: transcript.location.path, line: action.line, column: 3), failure)
    }
  }

  func run(_ item: RunItem, _ servers: ScenarioServers<ScenarioServer>?) async -> TranscriptRun {
    defer { progress?.advance(by: 1) }
    switch item.compiled.library {
    case .failure(let failure):
      return TranscriptRun(
        transcript: item.transcript, real: RealTranscript(stepCount: item.transcript.steps.count),
        problems: failure.errors, toolFailure: failure.toolFailure)
    case .success(let library):
      guard let host else {
        return failed(item.transcript, hostFailure ?? ToolFailure("no scenario host to run the compiled scenario in"))
      }
      // A program's symbol is its main function, which the host calls after the engine prepared the process.
      let program = item.compiled.scenario.isProgram ? ["--program"] : []
      let started = ContinuousClock.now
      var run: TranscriptRun
      if let servers, let served = item.servedLibrary, let server = await servers.server(for: served) {
        run = await self.run(
          item.transcript, index: item.index, sourceMap: item.compiled.sourceMap, cacheKey: item.cacheKey
        ) { (pipes, _, grace) async throws(ToolFailure) in
          try await self.serve(library.symbol, of: served, on: server, pipes: pipes, grace: grace)
        }
      } else {
        run = await self.run(
          item.transcript, executable: host, arguments: program + [library.path, library.symbol], index: item.index,
          sourceMap: item.compiled.sourceMap, cacheKey: item.cacheKey)
      }
      if let servers, let served = item.servedLibrary { await servers.finished(served) }
      run.timing.runSeconds = (ContinuousClock.now - started).seconds
      return run
    }
  }

  /// A transcript Folio could not run: no output, no problem of the author's, and the
  /// failure that kept it from running.
  func failed(_ transcript: Transcript, _ failure: ToolFailure) -> TranscriptRun {
    TranscriptRun(
      transcript: transcript, real: RealTranscript(stepCount: transcript.steps.count), problems: [],
      toolFailure: failure)
  }

  /// The action line of 1-based `step` (the transcript's start for the mount).
  private func location(ofStep step: Int, in transcript: Transcript) -> SourceLocation {
    guard step >= 1, step <= transcript.steps.count else { return transcript.location }
    return SourceLocation(path: transcript.location.path, line: transcript.steps[step - 1].line)
  }

  /// A scenario process's limits in the sandbox.
  var limits: Sandbox.Limits { .scenario(timeout: timeout) }

  /// The runtime's message and how the process ended: `Fatal error: boom (signal 4
  /// (SIGILL))`, and which limit of the sandbox stopped it, if one did.
  private func crashDetail(_ outcome: ChildProcess.Outcome, _ report: CrashReport, _ stderr: String) -> String {
    var how =
      outcome.signaled
      ? "killed by \(CrashReport.signalName(outcome.status))"
      : outcome.status == 0 ? "exited before finishing the transcript" : "exited with status \(outcome.status)"
    if sandbox != nil {
      if outcome.signaled, let limit = limits.exceeded(bySignal: outcome.status) {
        how += ": \(limit)"
      } else if Sandbox.Limits.ranOutOfMemory(stderr: stderr) {
        how += ": it ran out of its \(limits.memoryBytes >> 30) GB of memory"
      }
    }
    if let message = report.message { return "\(message) (\(how))" }
    let stderr = stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    return stderr.isEmpty ? how : "\(how): \(stderr.prefix(5).joined(separator: " | "))"
  }
}
