import Foundation
import ScenarioWire

/// The entry point of a scenario process: folio's scenario host calls it from the entry
/// point folio appends to a scenario library, or a scenario executable from its `@main`.
///
/// It reads a ``ScenarioRequest``, mounts the root view, performs the actions, and at the
/// end of each step writes the step's marker to standard output and its events to the
/// events descriptor (``ScenarioChannel``), so that a crash keeps what came before it.
/// Everything the process writes to standard output and error is the transcript's
/// output: the engine's `print` and warnings go there too, in order.
public enum _ScenarioProcess {
  /// Runs one transcript whose request is on standard input (a scenario executable).
  public static func run<Root: View>(_ makeRoot: @escaping @MainActor () -> Root) {
    let request = FileHandle.standardInput.readDataToEndOfFile()
    start(request, makeRoot)
  }

  /// Runs one transcript whose request the scenario host read before it loaded the
  /// scenario's library (`count` bytes at `request`).
  public static func run<Root: View>(
    request: UnsafeRawPointer?, count: Int, _ makeRoot: @escaping @MainActor () -> Root
  ) {
    start(request.map { Data(bytes: $0, count: count) } ?? Data(), makeRoot)
  }

  private static func start<Root: View>(_ data: Data, _ makeRoot: @escaping @MainActor () -> Root) {
    let request = EngineProcessSetup.start(data)
    let writer = EventWriter(boundary: request.boundary)
    MainActor.assumeIsolated { runTranscript(request, writer: writer, makeRoot) }
  }

  @MainActor
  private static func runTranscript<Root: View>(
    _ request: ScenarioRequest, writer: EventWriter, _ makeRoot: @escaping @MainActor () -> Root
  ) {
    let runtime = ViewRuntime(root: makeRoot)
    runtime.console.streamToStandardOutput(
      lineLimit: request.maxOutputLines, boundary: writer.connected ? request.boundary : nil)
    if writer.connected { runtime.recordUpdateTraces() }
    runtime.mount()
    writer.finishStep(0, runtime: runtime)
    for (index, action) in request.actions.enumerated() {
      let step = index + 1
      do {
        try runtime.perform(action)
      } catch let error as ActionError {
        writer.write(.actionFailed(step: step, failure: error.failure))
      } catch {
        writer.write(.actionFailed(step: step, failure: ActionFailure(.unexpected, "\(error)")))
      }
      writer.finishStep(step, runtime: runtime)
    }
    writer.write(.finished)
    exit(0)
  }
}

/// Writes events to the events descriptor, one line each, as they happen; without
/// that descriptor (an executable run by hand) the process only prints.
final class EventWriter {
  private let boundary: String
  private let encoder = ScenarioEvent.encoder()
  /// Whether folio reads this process: the events descriptor is open.
  let connected: Bool

  init(boundary: String) {
    self.boundary = boundary
    let descriptor = ScenarioChannel.eventsDescriptor
    connected = fcntl(descriptor, F_GETFD) != -1
    // Processes the scenario starts must not inherit the channel.
    if connected { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
  }

  func write(_ event: ScenarioEvent) {
    guard connected, let json = try? encoder.encode(event) else { return }
    Console.writeAll(ScenarioChannel.eventLine(Array(json), boundary: boundary), to: ScenarioChannel.eventsDescriptor)
  }

  /// Ends a step: what C's buffers hold, the step's marker, then what the step did
  /// (its update trace) and the screen as it is now.
  @MainActor
  func finishStep(_ step: Int, runtime: ViewRuntime) {
    fflush(stdout)
    guard connected else { return }
    Console.writeAll(ScenarioChannel.stepMarker(step: step, boundary: boundary), to: STDOUT_FILENO)
    write(.trace(step: step, trace: runtime.takeUpdateTrace()))
    write(.screen(step: step, elements: runtime.screen()))
  }
}
