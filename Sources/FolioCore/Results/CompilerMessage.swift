/// One `path:line:col: error: message` line of swiftc's output.
public struct CompilerMessage: Equatable, Sendable {
  /// `error`, `warning` or `note`.
  public var severity: String
  /// Where the compiler points (the chapter line, thanks to `#sourceLocation`), if it says.
  public var location: SourceLocation?
  /// The message text.
  public var message: String

  /// Creates a message.
  public init(severity: String, location: SourceLocation?, message: String) {
    self.severity = severity
    self.location = location
    self.message = message
  }

  /// Reads the diagnostics in a compiler's output, ignoring source excerpts and other lines.
  public static func parse(_ output: String) -> [CompilerMessage] {
    output.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line -> CompilerMessage? in
      for severity in ["error", "warning", "note"] {
        if line.hasPrefix("\(severity): ") {
          return CompilerMessage(severity: severity, location: nil, message: String(line.dropFirst(severity.count + 2)))
        }
        guard let marker = line.range(of: ": \(severity): ") else { continue }
        let position = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard position.count >= 3, let lineNumber = Int(position[position.count - 2]),
          let column = Int(position[position.count - 1])
        else { continue }
        let path = position.dropLast(2).joined(separator: ":")
        return CompilerMessage(
          severity: severity, location: SourceLocation(path: path, line: lineNumber, column: column),
          message: String(line[marker.upperBound...]))
      }
      return nil
    }
  }
}
