/// A problem found in a book, as a value: where, how bad, what, and how to fix it.
///
/// Stages collect diagnostics per chapter instead of stopping at the first, and the
/// command line prints each once as `path:line:col: error: message` plus a hint line.
public struct Diagnostic: Hashable, Codable, Sendable {
  /// How serious a diagnostic is.
  public enum Severity: String, Hashable, Codable, Sendable {
    /// The check fails.
    case error
    /// Worth telling the author; the build still succeeds.
    case warning
  }

  /// Whether this fails the build.
  public var severity: Severity
  /// Where the problem is in the chapter.
  public var location: SourceLocation
  /// What is wrong, in one sentence.
  public var message: String
  /// How to fix it, if there is something useful to say.
  public var hint: String?

  /// Creates a diagnostic.
  public init(_ severity: Severity, at location: SourceLocation, _ message: String, hint: String? = nil) {
    self.severity = severity
    self.location = location
    self.message = message
    self.hint = hint
  }

  /// Creates an error diagnostic from a ``FolioError``.
  public init(_ error: FolioError) {
    self.init(.error, at: error.location, error.message, hint: error.hint)
  }

  /// The diagnostic as the command line prints it: `path:line:col: error: message`,
  /// then the hint indented on its own line, with control characters shown
  /// (``TerminalText``).
  public var rendered: String {
    var text = "\(location): \(severity.rawValue): \(message)"
    if let hint { text += "\n    hint: \(hint)" }
    return TerminalText.visible(text)
  }
}
