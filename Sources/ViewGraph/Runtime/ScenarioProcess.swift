import Foundation
import ScenarioWire

/// The entry point of a compiled scenario executable (called from the `@main` that
/// folio appends to the scenario's code).
///
/// It reads a `ScenarioRequest` from the file named by its first argument, mounts the
/// root view, performs the actions, and appends a `ScenarioEvent` per line to the
/// events file as each happens, so that a crash keeps what came before it.
public enum _ScenarioProcess {
  /// Runs one transcript of the scenario whose root view `makeRoot` creates.
  public static func run<Root: View>(_ makeRoot: @escaping @MainActor () -> Root) {
    // Before any task exists: every job of this process goes through the engine,
    // and every clock reads the engine's virtual time.
    VirtualTime.takeOverProcessClocks()
    // Dates printed by scenario code must not depend on the machine's time zone.
    setenv("TZ", "UTC", 1)
    VirtualExecutors.install()
    MainActor.assumeIsolated { runTranscript(makeRoot) }
  }

  @MainActor
  private static func runTranscript<Root: View>(_ makeRoot: @escaping @MainActor () -> Root) {
    let arguments = CommandLine.arguments
    guard arguments.count > 1,
      let data = FileManager.default.contents(atPath: arguments[1]),
      let request = try? JSONDecoder().decode(ScenarioRequest.self, from: data)
    else {
      FileHandle.standardError.write(Data("usage: scenario <request.json>\n".utf8))
      exit(2)
    }
    guard let writer = EventWriter(path: request.eventsPath, maxOutputLines: request.maxOutputLines) else {
      FileHandle.standardError.write(Data("cannot write \(request.eventsPath)\n".utf8))
      exit(2)
    }
    let runtime = ViewRuntime(root: makeRoot)
    var step = 0
    runtime.console.lineHandler = { line in writer.writeOutput(line, step: step) }
    runtime.mount()
    writer.finishStep(0, runtime: runtime)
    for (index, action) in request.actions.enumerated() {
      step = index + 1
      do {
        try runtime.perform(action)
      } catch let error as ActionError {
        writer.write(.actionFailed(step: step, message: error.message))
      } catch {
        writer.write(.actionFailed(step: step, message: "\(error)"))
      }
      writer.finishStep(step, runtime: runtime)
    }
    writer.write(.finished)
    exit(0)
  }
}

/// Appends events to the events file, one JSON object per line, flushed at once.
final class EventWriter {
  private let handle: FileHandle
  private let encoder = JSONEncoder()
  private let maxOutputLines: Int
  private var outputLines = 0

  init?(path: String, maxOutputLines: Int) {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { return nil }
    self.handle = handle
    self.maxOutputLines = maxOutputLines
    encoder.outputFormatting = [.sortedKeys]
  }

  func write(_ event: ScenarioEvent) {
    guard var data = try? encoder.encode(event) else { return }
    data.append(0x0A)
    handle.write(data)
  }

  /// Writes one output line at once, up to the cap, then a single note.
  func writeOutput(_ line: String, step: Int) {
    outputLines += 1
    if outputLines > maxOutputLines {
      if outputLines == maxOutputLines + 1 {
        write(.output(step: step, line: "ViewGraph: output stopped after \(maxOutputLines) lines."))
      }
      return
    }
    write(.output(step: step, line: line))
  }

  /// Ends a step: an unfinished last line, then the screen as it is now.
  @MainActor
  func finishStep(_ step: Int, runtime: ViewRuntime) {
    runtime.console.write("\n", ifPartial: true)
    write(.screen(step: step, elements: runtime.screen()))
  }
}
