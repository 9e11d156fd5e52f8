/// Why a transcript's action could not be performed: the kind, for folio to choose its
/// hint by, and the engine's sentence, which names the control and lists what is on
/// screen.
public struct ActionFailure: Codable, Hashable, Sendable {
  /// What kind of mistake the action is.
  public enum Kind: String, Codable, CaseIterable, Hashable, Sendable {
    /// No control on screen has the title the action names.
    case noSuchControl
    /// The control is on screen but disabled, so it cannot be used.
    case disabled
    /// `back` with no view pushed on a navigation stack.
    case nothingToGoBack
    /// An action folio can parse that the engine cannot perform yet.
    case unsupported
    /// Any other error out of the engine while performing the action: the engine's
    /// fault, not the chapter's.
    case unexpected
  }

  /// What kind of mistake the action is.
  public var kind: Kind
  /// The engine's sentence saying what went wrong.
  public var message: String

  /// Creates a failure of `kind` saying `message`.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }
}
