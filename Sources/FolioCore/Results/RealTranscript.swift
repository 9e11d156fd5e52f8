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
  /// The screens and traces, for the site: a cached run's are decoded when first asked.
  private var site = SiteEvents()
  /// The modelled rules each step's trace lists (0 is the mount), what `--strict-evidence`
  /// refuses: read from a cached run without decoding the rest of its traces.
  private(set) var modelledRules: [Int: [ModelledRule]] = [:]
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
  /// not decode ends the reading. Of a trace only its step and modelled rules are read,
  /// of a screen only its step: the rest waits, as its JSON, for the site to ask
  /// (``screens``, ``traces``), and a line whose rest does not decode then ends the
  /// reading of screens and traces only.
  ///
  /// With `deferringSiteEvents` false every line is decoded whole as it is read, as a
  /// live run's events are: for a build that draws the site, which would otherwise scan
  /// each trace and screen line twice (a prose edit's `folio build` was 4–12% slower).
  public init(events: String, stepCount: Int, deferringSiteEvents: Bool = true) {
    self.init(stepCount: stepCount)
    guard deferringSiteEvents else {
      Self.read(Self.lines(events), as: ScenarioEvent.self) { event, _ in apply(event) }
      return
    }
    var deferred: [Substring.UTF8View] = []
    Self.read(Self.lines(events), as: CachedEventLine.self) { line, bytes in
      switch line {
      case .event(let event): apply(event)
      case .trace(let step, let rules):
        traced(step, rules)
        deferred.append(bytes)
      case .screen(let step):
        settled(step)
        deferred.append(bytes)
      }
    }
    site = SiteEvents(deferring: deferred)
  }

  /// Decodes `lines` in order as `Line`, handing each with its bytes to `use`, until one
  /// does not decode: that line ends the reading.
  static func read<Line: Decodable>(
    _ lines: [Substring.UTF8View], as _: Line.Type, _ use: (Line, Substring.UTF8View) -> Void
  ) {
    let decoder = JSONDecoder()
    for line in lines {
      guard let decoded = try? decoder.decode(Line.self, from: Data(line)) else { return }
      use(decoded, line)
    }
  }

  /// The screen once each step settled (0 is the mount), for the site.
  public var screens: [Int: [ScreenElement]] { site.decoded.screens }

  /// What the engine did to settle each step (0 is the mount): the site's timelines and
  /// identity trees.
  public var traces: [Int: UpdateTrace] { site.decoded.traces }

  /// Decodes the screens and traces of `transcripts` read from the cache, on every core:
  /// the site then draws them one chapter after another without waiting on JSON.
  public static func decodeSiteEvents(of transcripts: [RealTranscript]) {
    DispatchQueue.concurrentPerform(iterations: transcripts.count) { _ = transcripts[$0].site.decoded }
  }

  /// Whether a cached run's screens and traces were decoded (tests).
  var siteEventsDecoded: Bool { site.isDecoded }

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
      traced(step, trace.modelledRules)
      site.record(event)
    case .screen(let step, _):
      settled(step)
      site.record(event)
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

  /// Notes a trace of `step` that relied on `rules`.
  private mutating func traced(_ step: Int, _ rules: [ModelledRule]) {
    reach(step)
    modelledRules[step] = rules
  }

  /// Notes that `step` settled (its screen was sent): the next one began.
  private mutating func settled(_ step: Int) {
    reach(step + 1)
    completedSteps = max(completedSteps, step + 1)
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
