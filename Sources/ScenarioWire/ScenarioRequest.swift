/// What folio asks of one scenario process: run one transcript from a fresh mount.
///
/// The request arrives on standard input, which the scenario host reads to its end
/// before it loads the scenario's library (so no code of the chapter ever sees it);
/// events go back over descriptor ``ScenarioChannel/eventsDescriptor``, output over
/// standard output and error. See ``ScenarioChannel`` for the whole protocol.
/// One process runs one transcript, so a crash or a hang costs only that transcript.
public struct ScenarioRequest: Codable, Equatable, Sendable {
  /// The transcript's actions, in order.
  public var actions: [ScenarioAction]
  /// Output lines after which the engine stops writing its own console lines (folio
  /// cuts the captured output at the same count and says so).
  public var maxOutputLines: Int
  /// A random word, new for every run, that the engine puts in each event and each
  /// step marker, so that bytes the scenario's code writes cannot pass for the
  /// engine's (``ScenarioChannel``).
  public var boundary: String

  /// Creates a request.
  public init(actions: [ScenarioAction], maxOutputLines: Int = 10_000, boundary: String) {
    self.actions = actions
    self.maxOutputLines = maxOutputLines
    self.boundary = boundary
  }
}
