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
      case .tap, .type, .clear, .toggle:
        if case .tap(let title) = action, tapBackButton(named: title) { break }
        try performControlAction(action)
      case .submit(let title):
        try submit(title)
      case .back:
        try goBack()
      case .screen:
        for line in ScreenDump.lines(screen()) { console.writeLine(line) }
      case .wait(let milliseconds):
        wait(.milliseconds(milliseconds))
      case .unmount:
        unmount()
      }
    }
  }
}
