import Foundation

/// The in-memory console of a running scenario: what `print` and the engine's
/// SwiftUI-style warnings write, in the order they happen.
///
/// It is the process-wide destination of the engine's `print` while a runtime is
/// active, guarded by a lock because scenario code may print from any thread.
public final class Console: @unchecked Sendable {
  private let lock = NSLock()
  private var completed: [String] = []
  private var partial = ""

  /// The console `print` writes to; `nil` sends output to standard output.
  nonisolated(unsafe) static var active: Console?

  /// Creates an empty console.
  public init() {}

  /// Called with each completed line as soon as it is written, instead of keeping it
  /// (a scenario process streams its output so that a crash loses nothing).
  public var lineHandler: ((String) -> Void)?

  /// Appends text; every `\n` ends a line.
  public func write(_ text: String) {
    lock.lock()
    var finished: [String] = []
    var rest = Substring(text)
    while let newline = rest.firstIndex(of: "\n") {
      finished.append(AnonymousContexts.removed(from: partial + rest[..<newline]))
      partial = ""
      rest = rest[rest.index(after: newline)...]
    }
    partial += rest
    let handler = lineHandler
    if handler == nil { completed += finished }
    lock.unlock()
    for line in finished { handler?(line) }
  }

  /// Ends an unfinished line, if there is one.
  func write(_ newline: String, ifPartial: Bool) {
    lock.lock()
    let hasPartial = !partial.isEmpty
    lock.unlock()
    if hasPartial || !ifPartial { write(newline) }
  }

  /// Appends one line.
  public func writeLine(_ line: String) { write(line + "\n") }

  /// Removes and returns the lines written so far; an unfinished line counts as one.
  public func takeLines() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    var lines = completed
    if !partial.isEmpty { lines.append(AnonymousContexts.removed(from: partial)) }
    completed = []
    partial = ""
    return lines
  }
}

/// Writes the textual representations of the items to the scenario's console, as
/// `Swift.print` writes them to standard output.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let text = items.map { "\($0)" }.joined(separator: separator) + terminator
  if let console = Console.active { console.write(text) } else { Swift.print(text, terminator: "") }
}

/// Writes the debug representations of the items to the scenario's console.
public func debugPrint(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let text = items.map { String(reflecting: $0) }.joined(separator: separator) + terminator
  if let console = Console.active { console.write(text) } else { Swift.print(text, terminator: "") }
}

/// Dumps a value's contents to the scenario's console, as `Swift.dump` does.
@discardableResult
public func dump<T>(
  _ value: T, name: String? = nil, indent: Int = 0, maxDepth: Int = .max, maxItems: Int = .max
) -> T {
  var text = ""
  Swift.dump(value, to: &text, name: name, indent: indent, maxDepth: maxDepth, maxItems: maxItems)
  if let console = Console.active { console.write(text) } else { Swift.print(text, terminator: "") }
  return value
}
