import ScenarioWire

/// A run's screens and update traces, which only the site draws: decoded, as a live
/// run's events bring them, or a cached run's kept as their lines of JSON and decoded
/// together the first time they are asked for (``DeferredSiteEvents``). Two are equal
/// when what they hold, decoded, is.
struct SiteEvents: Equatable, Sendable {
  /// The screens and traces by step.
  struct Decoded: Equatable, Sendable {
    /// The screen once each step settled (0 is the mount).
    var screens: [Int: [ScreenElement]] = [:]
    /// What the engine did to settle each step (0 is the mount).
    var traces: [Int: UpdateTrace] = [:]

    /// Keeps a screen or trace event; any other event is not the site's.
    mutating func record(_ event: ScenarioEvent) {
      switch event {
      case .screen(let step, let elements): screens[step] = elements
      case .trace(let step, let trace): traces[step] = trace
      case .output, .actionFailed, .finished: break
      }
    }
  }

  /// What was recorded decoded; empty while ``deferred`` holds a cached run's.
  private var recorded = Decoded()
  /// A cached run's screen and trace lines, not yet recorded.
  private var deferred: DeferredSiteEvents?

  /// None yet.
  init() {}

  /// A cached run's screen and trace lines, in the run's order, to decode when first asked.
  init(deferring lines: [Substring.UTF8View]) {
    deferred = lines.isEmpty ? nil : DeferredSiteEvents(lines)
  }

  /// The screens and traces, decoding a cached run's first if need be.
  var decoded: Decoded { deferred?.decoded ?? recorded }

  /// Whether nothing is left to decode (tests).
  var isDecoded: Bool { deferred?.isDecoded ?? true }

  /// Records a screen or trace event after those already held.
  mutating func record(_ event: ScenarioEvent) {
    if deferred != nil {
      recorded = decoded
      deferred = nil
    }
    recorded.record(event)
  }

  static func == (lhs: SiteEvents, rhs: SiteEvents) -> Bool { lhs.decoded == rhs.decoded }
}
