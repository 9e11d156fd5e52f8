import FolioCore

/// A line a scenario printed, sorted into the reader's own prints and the warnings
/// the engine prints on SwiftUI's behalf, which the site styles apart.
enum ConsoleLine {
  /// The beginnings of SwiftUI's console warnings, as the engine prints them.
  static let swiftUIWarningPrefixes = [
    "Modifying state during view update",
    "Publishing changes from within view updates",
    "Accessing State's value outside",
    "Accessing StateObject's object without being installed",
  ]

  /// Whether `line` is a warning from the engine (`ViewGraph: …`) or one of SwiftUI's
  /// console warnings (`onChange(of: Int) action tried to update multiple times per frame.`).
  static func isWarning(_ line: String) -> Bool {
    line.hasPrefix("ViewGraph:")
      || (line.hasPrefix("onChange(of: ") && line.hasSuffix("action tried to update multiple times per frame."))
      || swiftUIWarningPrefixes.contains { line.hasPrefix($0) }
  }

  /// The HTML of one printed line: escaped, warnings marked (the mark is drawn by
  /// CSS, so copying the output copies only what was printed).
  static func html(_ line: String) -> String {
    if line.hasPrefix("ViewGraph:") {
      return "<span class=\"line warning engine\" title=\"The engine's own message\">\(HTML.escape(line))</span>"
    }
    if isWarning(line) {
      return "<span class=\"line warning\" title=\"SwiftUI's console warning\">\(HTML.escape(line))</span>"
    }
    return "<span class=\"line\">\(HTML.escape(line))</span>"
  }
}
