import FolioCore
import ScenarioWire

/// A scenario process's captured output and events made into the run's events: the
/// output cut into lines per step, capped, and without the runtime's crash report.
///
/// Every byte the process wrote to standard output or error is output, whoever wrote it;
/// a step's unfinished last line ends where the step ends. The run's events list the
/// output lines of each step before the engine's events of that step, and are what the
/// run cache keeps (``RealTranscript/init(events:stepCount:)`` reads them back).
struct CapturedRun {
  /// Output lines and the engine's events, in order.
  var events: [ScenarioEvent] = []
  /// What the Swift runtime and its backtracer wrote when the process crashed: cut from
  /// the end of the output, for ``CrashReport``.
  var crashReport = ""
  /// Bytes that claimed to be the engine's and were not, if any.
  var violation: String?

  /// How far from the end of a crashed run's output its crash report may begin: the
  /// backtracer's report of the crashed thread is far shorter.
  static let crashReportLines = 1_000

  /// The note that replaces output past the line cap.
  static func capNote(_ maxOutputLines: Int) -> String {
    "ViewGraph: output stopped after \(maxOutputLines) lines."
  }

  /// Makes the events of a run.
  ///
  /// - Parameters:
  ///   - capture: The two streams, read against the protocol.
  ///   - maxOutputLines: Lines kept; the next becomes ``capNote(_:)`` and the rest is dropped.
  ///   - stepCount: The transcript's actions.
  init(_ capture: ScenarioChannel.Capture, maxOutputLines: Int, stepCount: Int) {
    violation = capture.violation
    let finished = capture.events.contains(.finished)
    var outputLines = 0
    var stepEvents = Dictionary(grouping: capture.events.filter { $0 != .finished }, by: Self.step)
    for (step, output) in capture.output {
      var lines = output
      if !finished && step == capture.output.last?.step,
        var start = lines[max(0, lines.count - Self.crashReportLines)...].firstIndex(where: {
          CrashReport.beginsReport($0.text)
        })
      {
        crashReport = lines[start...].map(\.text).joined(separator: "\n")
        // The runtime starts its `*** Signal` line on a new line of its own.
        if lines[start].text.hasPrefix("*** "), start > 0, lines[start - 1].text.isEmpty { start -= 1 }
        lines.removeSubrange(start...)
      }
      let step = min(step, stepCount)
      for line in lines {
        outputLines += 1
        if outputLines <= maxOutputLines {
          events.append(.output(step: step, line: AnonymousContexts.removed(from: line.text), kind: line.kind))
        } else if outputLines == maxOutputLines + 1 {
          events.append(.output(step: step, line: Self.capNote(maxOutputLines), kind: .engineNote))
        }
      }
      events += stepEvents.removeValue(forKey: step) ?? []
    }
    events += stepEvents.sorted { $0.key < $1.key }.flatMap(\.value)
    if finished { events.append(.finished) }
  }

  private static func step(_ event: ScenarioEvent) -> Int {
    switch event {
    case .output(let step, _, _), .actionFailed(let step, _), .screen(let step, _), .trace(let step, _): return step
    case .finished: return .max
    }
  }
}
