/// What folio asks of one scenario process: run one transcript from a fresh mount.
///
/// The scenario executable is started as `scenario <request.json>`; it performs
/// `actions` in order and appends one ``ScenarioEvent`` per line to `eventsPath`.
/// One process runs one transcript, so a crash or a hang costs only that transcript.
public struct ScenarioRequest: Codable, Equatable, Sendable {
  /// The transcript's actions, in order.
  public var actions: [ScenarioAction]
  /// Where the process writes its events (JSON Lines, flushed after each line).
  public var eventsPath: String
  /// Output lines after which the process stops printing and reports the cap.
  public var maxOutputLines: Int

  /// Creates a request.
  public init(actions: [ScenarioAction], eventsPath: String, maxOutputLines: Int = 10_000) {
    self.actions = actions
    self.eventsPath = eventsPath
    self.maxOutputLines = maxOutputLines
  }
}
