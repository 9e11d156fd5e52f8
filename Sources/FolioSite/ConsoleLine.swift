import ScenarioWire

/// A line a scenario printed, styled by who wrote it: the reader's own prints, the
/// warnings the engine prints on SwiftUI's behalf, and the engine's own notes.
///
/// The kind is the one the engine marked on the wire (``OutputKind``), never guessed
/// from the text: a chapter that prints a warning's words prints a plain line.
enum ConsoleLine {
  /// The HTML of one printed line: escaped, warnings marked (the mark is drawn by
  /// CSS, so copying the output copies only what was printed).
  static func html(_ line: String, kind: OutputKind) -> String {
    switch kind {
    case .engineNote:
      "<span class=\"line warning engine\" title=\"The engine's own message\">\(HTML.escape(line))</span>"
    case .swiftUIWarning:
      "<span class=\"line warning\" title=\"SwiftUI's console warning\">\(HTML.escape(line))</span>"
    case .plain:
      "<span class=\"line\">\(HTML.escape(line))</span>"
    }
  }
}
