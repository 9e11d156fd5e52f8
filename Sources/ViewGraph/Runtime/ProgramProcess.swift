import Foundation
import ScenarioWire

/// Prepares a program's process: folio's scenario host calls it (`--program`), then
/// calls the program's own `main`, the top-level code of its `main.swift`.
///
/// The process is set up as for a view scenario, with no view: output line-buffered
/// as on a terminal, clocks on virtual time, every task job run on the main thread in
/// order (``ProgramRun``). When the process exits, by returning from its top-level
/// code or by `exit`, the run's end is reported: step 0's marker, an empty screen,
/// `finished`. A trap reports nothing, and folio reads the runtime's message.
@_cdecl("viewgraph_program_start")
public func _viewgraphProgramStart(_ request: UnsafeRawPointer?, _ count: Int) {
  let request = EngineProcessSetup.start(request.map { Data(bytes: $0, count: count) } ?? Data())
  MainActor.assumeIsolated { ProgramRun.start(request) }
  atexit { ProgramRun.finish() }
}

/// The one run of a program: an empty runtime whose scheduler and console engine code
/// finds (`DispatchQueue.main`, `Timer`, Combine's schedulers, `print` in code that
/// imports SwiftUI), and the loop that runs task jobs while the top-level code awaits.
@MainActor
final class ProgramRun {
  /// The run of this process, once the host started it.
  static var current: ProgramRun?
  /// Writes the run's events; read at exit, from whatever thread exits.
  nonisolated(unsafe) private static var writer: EventWriter?
  /// The request's boundary, for the step marker at exit.
  nonisolated(unsafe) private static var boundary = ""

  /// Holds the scheduler and the console.
  let runtime = ViewRuntime(root: { EmptyView() })

  /// Starts the run of `request`.
  static func start(_ request: ScenarioRequest) {
    let run = ProgramRun()
    let writer = EventWriter(boundary: request.boundary)
    run.runtime.console.streamToStandardOutput(
      lineLimit: request.maxOutputLines, boundary: writer.connected ? request.boundary : nil)
    ViewRuntime.current = run.runtime
    Console.active = run.runtime.console
    current = run
    Self.writer = writer
    boundary = request.boundary
  }

  /// Runs the work the program's tasks queue, in order, moving the virtual clock to the
  /// next sleeper when nothing else can run, for as long as the process lives (an
  /// `async` top-level ends it with `exit` when it returns). With nothing queued it
  /// waits for work from other threads, as a real main thread would; a program that
  /// never gets any is stopped at folio's timeout.
  func runJobs() -> Never {
    let scheduler = runtime.scheduler
    while true {
      if let work = scheduler.nextReady() {
        switch work {
        case .job(let job): job.runSynchronously(on: MainActor.sharedUnownedExecutor)
        case .callback(let callback): callback()
        }
      } else if scheduler.releaseYielded() {
        continue
      } else if let due = scheduler.nextDue {
        _ = scheduler.fireNext(notAfter: due)
      } else {
        fflush(stdout)
        usleep(1_000)
      }
    }
  }

  /// Reports the end of the run: what C's buffers hold, step 0's marker, an empty
  /// screen, `finished`.
  nonisolated static func finish() {
    fflush(stdout)
    guard let writer, writer.connected else { return }
    Console.writeAll(ScenarioChannel.stepMarker(step: 0, boundary: boundary), to: STDOUT_FILENO)
    writer.write(.screen(step: 0, elements: []))
    writer.write(.finished)
  }
}
