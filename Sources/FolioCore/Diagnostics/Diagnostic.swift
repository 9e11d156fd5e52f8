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
  var location: SourceLocation
  /// What is wrong, in one sentence.
  var message: String
  /// How to fix it, if there is something useful to say.
  var hint: String?
  /// Related places, as swiftc's notes point at them: the first definition of a name
  /// given twice, the transcript a misplaced block comes after.
  var notes: [Note]

  /// A related place in the book and what it is.
  struct Note: Hashable, Codable, Sendable {
    /// Where.
    var location: SourceLocation
    /// What is there, in a few words.
    var message: String

    /// Creates a note.
    init(_ location: SourceLocation, _ message: String) {
      self.location = location
      self.message = message
    }
  }

  /// Creates a diagnostic.
  init(
    _ severity: Severity, at location: SourceLocation, _ message: String, hint: String? = nil, notes: [Note] = []
  ) {
    self.severity = severity
    self.location = location
    self.message = message
    self.hint = hint
    self.notes = notes
  }

  /// Creates an error diagnostic from a ``FolioError``.
  public init(_ error: FolioError) {
    self.init(.error, at: error.location, error.message, hint: error.hint, notes: error.notes)
  }

  /// The diagnostic as the command line prints it: `path:line:col: error: message`,
  /// then the hint indented on its own line, then each note as `path:line:col: note:
  /// message`, with control characters shown (``TerminalText``).
  public var rendered: String { rendered(in: .plain) }

  /// The diagnostic as ``rendered``, painted in `style`.
  public func rendered(in style: TerminalStyle) -> String {
    let visible = TerminalText.visible
    let label = style.paint(severity.rawValue + ":", severity == .error ? .error : .warning)
    var text = visible("\(location): ") + label + " " + visible(message)
    if let hint { text += "\n    " + style.paint("hint:", .note) + " " + visible(hint) }
    for note in notes {
      text += "\n" + visible("\(note.location): ") + style.paint("note:", .note) + " " + visible(note.message)
    }
    return text
  }
}
