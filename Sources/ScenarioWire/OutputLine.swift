/// Who a line of a scenario's output comes from, as the engine said on the wire.
///
/// The engine marks the lines it writes as SwiftUI's warnings or as its own notes
/// (``ScenarioChannel/lineMarker(_:boundary:)``); every other line is plain, whatever
/// its text. The kind only styles a line: nothing compares, checks or updates by it.
public enum OutputKind: String, Codable, Equatable, Sendable, CaseIterable {
  /// A line the scenario printed, or one the engine wrote as ordinary output (a
  /// screen dump, `_printChanges`).
  case plain
  /// A console warning the engine printed on SwiftUI's behalf (`Modifying state
  /// during view update, …`).
  case swiftUIWarning
  /// A message of the engine (or folio) about the run itself (`ViewGraph: still
  /// updating after 60 frames; …`).
  case engineNote
}

/// One line of a scenario's output with who it comes from.
public struct OutputLine: Equatable, Sendable {
  /// The line's text, without its newline.
  public var text: String
  /// Who wrote it: plain unless the engine marked it.
  public var kind: OutputKind

  /// Creates a line.
  public init(_ text: String, kind: OutputKind = .plain) {
    self.text = text
    self.kind = kind
  }
}
