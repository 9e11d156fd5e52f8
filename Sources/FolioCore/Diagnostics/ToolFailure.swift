/// Folio itself could not do its work: no compiler, no engine, no sandbox, a file it
/// cannot write. Not the author's mistake, and at no place in a chapter, so it prints
/// as `folio: error: …` and the command exits with its own status (3).
public struct ToolFailure: Error, Hashable, Codable, Sendable {
  /// What went wrong, in one sentence.
  public var message: String
  /// How to fix it, when there is something useful to say.
  var hint: String?

  /// Creates a failure.
  public init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
  }

  /// The failure as the command line prints it, control characters shown.
  public var rendered: String { rendered(in: .plain) }

  /// The failure as ``rendered``, painted in `style`.
  public func rendered(in style: TerminalStyle) -> String {
    var text = "folio: " + style.paint("error:", .error) + " " + TerminalText.visible(message)
    if let hint { text += "\n    " + style.paint("hint:", .note) + " " + TerminalText.visible(hint) }
    return text
  }
}
