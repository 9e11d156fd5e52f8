import ScenarioWire

/// The actions that reach a control on screen: `tap`, `type`, `clear`, `toggle`.
extension ViewRuntime {
  func performControlAction(_ action: ScenarioAction) throws {
    switch action {
    case .tap(let title):
      let button = try findControl(named: title, kind: "Button") { control in
        if case .button(let action) = control.controlKind { return action }
        return nil
      }
      runEvent(button)
    default:
      throw ActionError(message: "the engine does not support this action yet: \(action)")
    }
  }

  /// The first control in screen order titled `title` that `match` accepts.
  /// - Throws: `ActionError` listing the controls on screen when none matches.
  func findControl<T>(named title: String, kind: String, _ match: (ControlView) -> T?) throws -> T {
    let candidates = controls()
    for candidate in candidates where candidate.title == title {
      if let found = match(candidate.control) { return found }
    }
    let onScreen = candidates.map {
      "\(screenElements(of: $0.node).first?.kind ?? kind) \(ScreenDump.quoted($0.title))"
    }
    let list = onScreen.isEmpty ? "no controls are on screen" : "controls on screen: " + onScreen.joined(separator: ", ")
    throw ActionError(message: "no \(kind) \(ScreenDump.quoted(title)) on screen; \(list)")
  }
}
