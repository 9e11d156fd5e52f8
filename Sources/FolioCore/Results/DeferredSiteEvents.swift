import Foundation
import ScenarioWire
import Synchronization

/// A cached run's screen and trace events, as their lines of JSON, decoded once, by the
/// first caller that asks (others wait for it), and by the rule of every cached run's
/// reading: a line that does not decode ends it, so no screen or trace from it on is
/// drawn. The check has already read what it needs of each line (``CachedEventLine``).
final class DeferredSiteEvents: Sendable {
  /// The lines, in the run's order.
  private let lines: [Substring.UTF8View]
  /// What they decode to, once asked.
  private let result = Mutex<SiteEvents.Decoded?>(nil)

  /// Keeps `lines` to decode later.
  init(_ lines: [Substring.UTF8View]) {
    self.lines = lines
  }

  /// The screens and traces of the lines, decoded on the first call.
  var decoded: SiteEvents.Decoded {
    result.withLock { result in
      if let result { return result }
      var decoded = SiteEvents.Decoded()
      RealTranscript.read(lines, as: ScenarioEvent.self) { event, _ in decoded.record(event) }
      result = decoded
      return decoded
    }
  }

  /// Whether the lines were decoded.
  var isDecoded: Bool { result.withLock { $0 != nil } }
}
