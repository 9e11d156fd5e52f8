import Foundation
import ScenarioWire

/// What a scenario really did for one transcript: its output per step and the engine's
/// events (``CapturedRun``), or a cached run's events.
public struct RealTranscript: Equatable, Sendable {
  /// Output printed while mounting.
  public var mount: [String] = []
  /// Output after each action: `steps[0]` follows the first action.
  public var steps: [[String]]
  /// Who wrote each output line that is not plain, as the engine marked it: by step
  /// (0 is the mount), then by the line's index in that step's output.
  var lineKinds: [Int: [Int: OutputKind]] = [:]
  /// Actions the engine could not perform, by 1-based step: the kind and the message.
  public var actionFailures: [Int: ActionFailure] = [:]
  /// The screen once each step settled (0 is the mount), for the site.
  public var screens: [Int: [ScreenElement]] = [:]
  /// What the engine did to settle each step (0 is the mount): the site's timelines and
  /// identity trees, and the modelled rules `--strict-evidence` refuses.
  public var traces: [Int: UpdateTrace] = [:]
  /// Whether the process reported the end of the transcript.
  public var finished = false
  /// The highest step that began (0 for the mount): one an event mentioned, or the
  /// one after the last step whose screen was reported (the process moves straight on
  /// to it, so a crash with no output there still happened in it).
  public var reachedStep = 0
  /// How many steps ran to their end (the mount counts as one); while a transcript
  /// runs, this is also the number of the step in progress (0 = the mount).
  public var completedSteps = 0

  /// An empty transcript for `stepCount` actions.
  public init(stepCount: Int) {
    steps = Array(repeating: [], count: stepCount)
  }

  /// Reads a run's events as the run cache keeps them (JSON Lines); a line that does
  /// not decode ends the reading.
  public init(events: String, stepCount: Int) {
    self.init(stepCount: stepCount)
    let decoder = JSONDecoder()
    for line in Self.lines(events) {
      guard let event = try? decoder.decode(ScenarioEvent.self, from: Data(line)) else { break }
      apply(event)
    }
  }

  /// The non-empty lines of `events`, each as its bytes: the text split at each `"\n"`
  /// `Character`. Split by bytes, which is the same wherever no carriage return stands
  /// before a line feed (the two make one `Character`, which that split does not cut);
  /// a text holding a carriage return is split by `Character`. Splitting by bytes was a
  /// quarter of reading a cached run.
  static func lines(_ events: String) -> [Substring.UTF8View] {
    guard !events.utf8.contains(UInt8(ascii: "\r")) else { return events.split(separator: "\n").map(\.utf8) }
    return events.utf8.split(separator: UInt8(ascii: "\n"))
  }

  /// Records one event.
  public mutating func apply(_ event: ScenarioEvent) {
    switch event {
    case .output(let step, let line, let kind):
      reach(step)
      let index: Int
      if step == 0 {
        index = mount.count
        mount.append(line)
      } else if step <= steps.count {
        index = steps[step - 1].count
        steps[step - 1].append(line)
      } else {
        break
      }
      if kind != .plain { lineKinds[step, default: [:]][index] = kind }
    case .actionFailed(let step, let failure):
      reach(step)
      actionFailures[step] = failure
    case .trace(let step, let trace):
      reach(step)
      traces[step] = trace
    case .screen(let step, let elements):
      reach(step + 1)
      screens[step] = elements
      completedSteps = max(completedSteps, step + 1)
    case .finished:
      finished = true
      reachedStep = steps.count
    }
  }

  /// The output of `step` (0 is the mount) with who wrote each line.
  public func outputLines(ofStep step: Int) -> [OutputLine] {
    let lines = step == 0 ? mount : step <= steps.count ? steps[step - 1] : []
    let kinds = lineKinds[step] ?? [:]
    return lines.indices.map { OutputLine(lines[$0], kind: kinds[$0] ?? .plain) }
  }

  private mutating func reach(_ step: Int) {
    reachedStep = max(reachedStep, min(step, steps.count))
  }

  /// The real output flattened like ``Transcript/flattened``: mount output, then each
  /// reached action's line (as the author wrote it) and its output.
  func flattened(actionLines: [String]) -> [String] {
    var lines = mount
    for index in 0..<min(reachedStep, actionLines.count) {
      lines.append(actionLines[index])
      lines += steps[index]
    }
    return lines
  }
}
