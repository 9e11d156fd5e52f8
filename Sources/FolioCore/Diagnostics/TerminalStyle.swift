/// Whether a report is painted with ANSI colours, and how each part looks: `error:` in
/// bold red, `warning:` in bold yellow, `note:` and `hint:` in bold cyan, a diff's removed
/// lines red and added lines green, as swiftc and git paint theirs. Painting happens after
/// ``TerminalText/visible(_:)``, so only Folio's own escapes reach the terminal.
public struct TerminalStyle: Equatable, Sendable {
  /// Whether to paint at all.
  var colored: Bool

  /// Plain text: files, pipes, `NO_COLOR`, `--color never`.
  public static let plain = TerminalStyle(colored: false)
  /// ANSI colours: a terminal, or `--color always`.
  static let colored = TerminalStyle(colored: true)

  /// A part of a report that has its own look.
  enum Part: Sendable {
    /// `error:`.
    case error
    /// `warning:`.
    case warning
    /// `note:` and `hint:`.
    case note
    /// A diff's `-` line.
    case removed
    /// A diff's `+` line.
    case added
    /// A diff's `@@` line.
    case hunk
    /// A diff's `---`/`+++` lines.
    case header

    var code: String {
      switch self {
      case .error: "1;31"
      case .warning: "1;33"
      case .note: "1;36"
      case .removed: "31"
      case .added: "32"
      case .hunk: "36"
      case .header: "1"
      }
    }
  }

  /// `text` painted as `part`, or unchanged when plain. `text` must already be visible.
  func paint(_ text: String, _ part: Part) -> String {
    colored ? "\u{1B}[\(part.code)m\(text)\u{1B}[0m" : text
  }

  /// One line of a unified diff (already visible), painted by its leading marker.
  func paintDiffLine(_ line: Substring) -> String {
    let text = String(line)
    if line.hasPrefix("--- ") || line.hasPrefix("+++ ") { return paint(text, .header) }
    if line.hasPrefix("@@") { return paint(text, .hunk) }
    if line.hasPrefix("-") { return paint(text, .removed) }
    if line.hasPrefix("+") { return paint(text, .added) }
    return text
  }

  /// Whether a command should paint: `always` and `never` decide; `auto` paints a
  /// terminal unless `NO_COLOR` is set (no-color.org) or `TERM` is `dumb`.
  public static func resolve(_ choice: ColorChoice, isTerminal: Bool, environment: [String: String]) -> TerminalStyle {
    switch choice {
    case .always: return .colored
    case .never: return .plain
    case .auto:
      let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
      return TerminalStyle(colored: isTerminal && !noColor && environment["TERM"] != "dumb")
    }
  }

  /// The `--color` setting.
  public enum ColorChoice: String, CaseIterable, Sendable {
    /// Paint a terminal, not a pipe or file, unless `NO_COLOR` says otherwise.
    case auto
    /// Always paint.
    case always
    /// Never paint.
    case never
  }
}
