import FolioCore
import Foundation
import ScenarioWire

#if canImport(Glibc)
  import Glibc
#endif

/// How a transcript's process starts: a process (and a sandbox) of its own, or a fork
/// of its library's server (``ScenarioServer``), under the same limits either way.
extension ScenarioRunner {
  /// The descriptors a scenario process gets: its request, and the two pipes folio reads.
  struct RunPipes {
    /// The request, in a file without a name (standard input).
    var request: Int32
    /// Standard output and error.
    var output: PipeCapture
    /// The events (``ScenarioChannel/eventsDescriptor``).
    var events: PipeCapture
  }

  /// Starts `executable ARGUMENTS…` as the transcript's own process (in a sandbox of its
  /// own when there is one) and waits for it.
  func start(
    _ executable: String, arguments: [String], pipes: RunPipes, scratch: String, grace: ChildProcess.CrashGrace
  ) async throws(ToolFailure) -> ChildProcess.Outcome {
    let descriptors = ChildDescriptors([
      0: .inherited(pipes.request), 1: .inherited(pipes.output.writeEnd), 2: .inherited(pipes.output.writeEnd),
      ScenarioChannel.eventsDescriptor: .inherited(pipes.events.writeEnd),
    ])
    // It reads its program and library, placed apart from the cache they are in, and
    // writes nothing of folio's: its request, output and events are descriptors.
    var (executable, arguments) = (executable, arguments)
    var confinement = sandbox.map { Sandbox.Confinement(sandbox: $0, limits: limits) }
    if confinement != nil {
      executable = confinement!.place(executable)
      arguments = arguments.map { $0.hasPrefix("/") ? confinement!.place($0) : $0 }
    }
    return try await ChildProcess(
      executable: executable, arguments: arguments, outputPrefix: scratch + ".scenario", timeout: timeout,
      environment: ["SWIFT_BACKTRACE": Self.backtraceSettings], outputLimit: maxOutputBytes,
      descriptors: descriptors, captures: [pipes.output, pipes.events], confinement: confinement, crashGrace: grace
    ).run()
  }

  /// Runs the transcript's `symbol` of `library` in a fork of `server` and waits for
  /// it, under the same time and output limits as a process of its own.
  func serve(
    _ symbol: String, of library: String, on server: ScenarioServer, pipes: RunPipes, grace: ChildProcess.CrashGrace
  ) async throws(ToolFailure) -> ChildProcess.Outcome {
    let captures = [pipes.output, pipes.events]
    guard server.shelve(library) else { throw ToolFailure("cannot give the scenario server the library \(library)") }
    // Copies go to the server, so that folio's own write ends close now and the pipes
    // end when the run (and whatever it started) is gone.
    let copies = [pipes.request, pipes.output.writeEnd, pipes.events.writeEnd].map { fcntl($0, F_DUPFD_CLOEXEC, 0) }
    guard !copies.contains(where: { $0 < 0 }) else {
      for copy in copies where copy >= 0 { close(copy) }
      throw ToolFailure("cannot pass the scenario its descriptors")
    }
    let watch = ChildWatch()
    let ended: ChildWatch.Ending? = await withCheckedContinuation { continuation in
      watch.onExit = { ended in
        for capture in captures { capture.finish() }
        continuation.resume(returning: ended)
      }
      for capture in captures { capture.startReading() }
      let sent = server.run(symbol: symbol, descriptors: copies, watch: watch)
      for copy in copies { close(copy) }
      guard sent else {
        watch.failedToStart()
        return
      }
      watch.limit(seconds: timeout, grace: grace)
      watch.watch([], captures: captures, maxBytes: maxOutputBytes)
    }
    guard let ended else { throw ToolFailure("the scenario server could not start a process for \(symbol)") }
    return ChildProcess.Outcome(
      status: ended.status, signaled: ended.signaled, timedOut: ended.timedOut,
      outputLimitExceeded: ended.outputLimitExceeded, stdout: "", stderr: "")
  }

  /// The run stage's fork servers, one of them started before its library when
  /// `spare` (``ScenarioServers``); `nil` when transcripts run without servers: no
  /// sandbox, one bound as root (no user namespace), or ``forkServers`` off. The host
  /// is `hostBuild`'s when it is still being built.
  func servers(
    spare: Bool, hostBuild: Task<Result<String, ToolFailure>, Never>?
  ) -> ScenarioServers<ScenarioServer>? {
    guard forkServers, let sandbox, !sandbox.bindsAsRoot, host != nil || hostBuild != nil else { return nil }
    let (limits, folder, known) = (limits, workDirectory + "/servers", host)
    return ScenarioServers(spare: spare) { ordinal in
      var host = known
      if host == nil, case .success(let built) = await hostBuild?.value { host = built }
      guard let host else { return (nil, "there is no scenario host") }
      return await ScenarioServer.start(
        host: host, sandbox: sandbox, limits: limits, environment: ["SWIFT_BACKTRACE": Self.backtraceSettings],
        folder: "\(folder)/\(ordinal)")
    }
  }
}
