import ScenarioWire

/// Why an action could not be performed; the message lists what is on screen.
public struct ActionError: Error, Equatable, CustomStringConvertible {
  /// What went wrong, for the transcript's reader.
  public let message: String
  public var description: String { message }
}

extension ViewRuntime {
  /// Performs one transcript action and lets the UI settle.
  /// - Throws: `ActionError` when the action names no control on screen.
  public func perform(_ action: ScenarioAction) throws {
    try withActive {
      switch action {
      case .tap(let title):
        let button = try findControl(named: title, kind: "Button") { control in
          if case .button(let action) = control.controlKind { return action }
          return nil
        }
        runEvent(button)
      case .screen:
        for line in ScreenDump.lines(screen()) { console.writeLine(line) }
      case .type, .clear, .toggle, .wait, .unmount:
        throw ActionError(message: "the engine does not support this action yet: \(action)")
      }
    }
  }

  private func findControl<T>(
    named title: String, kind: String, _ match: (ControlView) -> T?
  ) throws -> T {
    let candidates = controls()
    for candidate in candidates where candidate.title == title {
      if let found = match(candidate.control) { return found }
    }
    let onScreen = candidates.map { "\(screenElements(of: $0.node).first?.kind ?? kind) \(ScreenDump.quoted($0.title))" }
    let list = onScreen.isEmpty ? "no controls are on screen" : "controls on screen: " + onScreen.joined(separator: ", ")
    throw ActionError(message: "no \(kind) \(ScreenDump.quoted(title)) on screen; \(list)")
  }
}
