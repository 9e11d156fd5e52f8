import ScenarioWire

/// One line of a cached run (a ``ScenarioEvent`` as JSON) as the check reads it: every
/// event whole but a trace, of which only its step and modelled rules, and a screen, of
/// which only its step. The site decodes those two whole when it draws them
/// (``SiteEvents``). It accepts exactly the lines ``ScenarioEvent`` decodes, but for what
/// is left of a trace or screen.
enum CachedEventLine: Decodable {
  /// An event the check reads whole: output, a failed action, the end.
  case event(ScenarioEvent)
  /// A step's update trace, of which the check needs only the modelled rules.
  case trace(step: Int, modelledRules: [ModelledRule])
  /// The screen a step left, of which the check needs only the step.
  case screen(step: Int)

  /// An event's one key: its case, as ``ScenarioEvent``'s synthesized coding names it.
  private enum EventKey: String, CodingKey { case output, actionFailed, screen, trace, finished }

  /// The keys of a trace or screen event and of a trace, as their synthesized coding names them.
  private enum FieldKey: String, CodingKey { case step, trace, modelledRules }

  /// Reads one event line. Output and the rest are left to ``ScenarioEvent`` at once: a
  /// key looked up costs less than listing the keys, which only a trace or screen needs.
  init(from decoder: any Decoder) throws {
    let event = try decoder.container(keyedBy: EventKey.self)
    if event.contains(.trace), event.allKeys.count == 1 {
      let fields = try event.nestedContainer(keyedBy: FieldKey.self, forKey: .trace)
      let trace = try fields.nestedContainer(keyedBy: FieldKey.self, forKey: .trace)
      self = .trace(
        step: try fields.decode(Int.self, forKey: .step),
        modelledRules: try trace.decode([ModelledRule].self, forKey: .modelledRules))
    } else if event.contains(.screen), event.allKeys.count == 1 {
      self = .screen(
        step: try event.nestedContainer(keyedBy: FieldKey.self, forKey: .screen).decode(Int.self, forKey: .step))
    } else {
      self = .event(try ScenarioEvent(from: decoder))
    }
  }
}
