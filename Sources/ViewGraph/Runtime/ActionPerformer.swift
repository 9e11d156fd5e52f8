import ScenarioWire

/// Why an action could not be performed: its kind, for folio's hint, and a message
/// that lists what is on screen.
public struct ActionError: Error, Equatable, CustomStringConvertible {
  /// What kind of mistake the action is.
  public let kind: ActionFailure.Kind
  /// What went wrong, for the transcript's reader.
  public let message: String
  public var description: String { message }

  /// Creates the error of an action that failed for `kind`, saying `message`.
  public init(_ kind: ActionFailure.Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The same, as the wire carries it to folio.
  public var failure: ActionFailure { ActionFailure(kind, message) }
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
