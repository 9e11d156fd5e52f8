import Foundation
import ScenarioWire

/// The console of a running scenario: what `print` and the engine's SwiftUI-style
/// warnings write, in the order they happen.
///
/// In a scenario process it writes straight to standard output (or error), where folio
/// captures it with every other byte the process writes, and marks the lines the
/// engine writes as warnings or notes (``ScenarioChannel/lineMarker(_:boundary:)``);
/// elsewhere (the engine's tests) it keeps the lines in memory. Guarded by a lock
/// because scenario code may print from any thread.
public final class Console: @unchecked Sendable {
  private let lock = NSLock()
  private var completed: [OutputLine] = []
  private var partial = ""
  /// Lines that may still be written to standard output, when the console streams.
  private var streamBudget: Int?
  /// The request's boundary, for the line markers, when folio reads the output.
  private var boundary: String?
  private var writes = 0

  /// How many writes the console has taken: a change shows that something printed.
  var writeCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return writes
  }

  /// The console `print` writes to; `nil` sends output to standard output.
  nonisolated(unsafe) static var active: Console?
  /// The console that writes to standard output, in a scenario process.
  nonisolated(unsafe) static var streaming: Console?

  /// Creates an empty console that keeps its lines.
  public init() {}

  /// Writes from now on to standard output instead of keeping lines, and stops after
  /// `lineLimit + 1` lines: one more than folio keeps, so that folio sees the output
  /// went on and says so, while a scenario printing without end cannot flood the pipe.
  /// With a `boundary`, the engine's warnings and notes go out marked with it.
  func streamToStandardOutput(lineLimit: Int, boundary: String?) {
    lock.lock()
    streamBudget = lineLimit + 1
    self.boundary = boundary
    lock.unlock()
    Console.streaming = self
  }

  /// Appends text; every `\n` ends a line.
  public func write(_ text: String) { write(text, to: stdout) }

  /// Appends text that standard error would show (`NSLog`).
  func writeError(_ text: String) { write(text, to: stderr) }

  private func write(_ text: String, to stream: UnsafeMutablePointer<FILE>) {
    lock.lock()
    defer { lock.unlock() }
    writes += 1
    if let budget = streamBudget {
      guard budget > 0 else { return }
      streamBudget = budget - text.utf8.count { $0 == 0x0A }
      fputs(text, stream)
      return
    }
    var rest = Substring(text)
    while let newline = rest.firstIndex(of: "\n") {
      append(partial + rest[..<newline], kind: .plain)
      rest = rest[rest.index(after: newline)...]
    }
    partial += rest
  }

  /// Appends one line.
  public func writeLine(_ line: String) { write(line + "\n") }

  /// Appends one line the engine writes as `kind`: a warning or a note of its own.
  ///
  /// A streaming console flushes what C's buffer holds, then writes the marker and the
  /// line in one `write(2)` while it holds standard output's lock, so that no other
  /// write lands between them. Like any line, it is plain if it does not start a line.
  func writeLine(_ line: String, kind: OutputKind) {
    lock.lock()
    defer { lock.unlock() }
    writes += 1
    if let budget = streamBudget {
      guard budget > 0 else { return }
      streamBudget = budget - 1
      guard let boundary else {
        fputs(line + "\n", stdout)
        return
      }
      flockfile(stdout)
      defer { funlockfile(stdout) }
      fflush(stdout)
      Self.writeAll(ScenarioChannel.lineMarker(kind, boundary: boundary) + Array((line + "\n").utf8), to: STDOUT_FILENO)
      return
    }
    append(partial + line, kind: partial.isEmpty ? kind : .plain)
  }

  /// Ends the line in progress with `text`.
  private func append(_ text: String, kind: OutputKind) {
    completed.append(OutputLine(AnonymousContexts.removed(from: text), kind: kind))
    partial = ""
  }

  /// Removes and returns the lines written so far; an unfinished line counts as one.
  public func takeLines() -> [String] { takeOutputLines().map(\.text) }

  /// Removes and returns the lines written so far with who wrote them.
  public func takeOutputLines() -> [OutputLine] {
    lock.lock()
    defer { lock.unlock() }
    var lines = completed
    if !partial.isEmpty { lines.append(OutputLine(AnonymousContexts.removed(from: partial))) }
    completed = []
    partial = ""
    return lines
  }

  /// Writes all of `bytes` to `descriptor`, again after an interruption.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}

/// Writes the textual representations of the items to the scenario's console, as
/// `Swift.print` writes them to standard output.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let text =
    items.map { $0 is String ? "\($0)" : SwiftUIDescriptions.printed("\($0)") }
    .joined(separator: separator) + terminator
  if let console = Console.active { console.write(text) } else { Swift.print(text, terminator: "") }
}

/// Writes the debug representations of the items to the scenario's console.
public func debugPrint(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let text =
    items.map { $0 is String ? String(reflecting: $0) : SwiftUIDescriptions.printed(String(reflecting: $0)) }
    .joined(separator: separator) + terminator
  if let console = Console.active { console.write(text) } else { Swift.print(text, terminator: "") }
}

/// Dumps a value's contents to the scenario's console, as `Swift.dump` does.
@discardableResult
public func dump<T>(
  _ value: T, name: String? = nil, indent: Int = 0, maxDepth: Int = .max, maxItems: Int = .max
) -> T {
  var text = ""
  Swift.dump(value, to: &text, name: name, indent: indent, maxDepth: maxDepth, maxItems: maxItems)
  if !(value is String) { text = SwiftUIDescriptions.printed(text) }
  if let console = Console.active { console.write(text) } else { Swift.print(text, terminator: "") }
  return value
}

/// Writes a message to the scenario's standard error, as Xcode's console shows `NSLog`
/// by default: the message alone. Foundation's own `NSLog` prefixes the process and
/// thread identifiers, which change every run (`Foundation.NSLog` still does, and its
/// line is output like any other).
public func NSLog(_ format: String, _ arguments: CVarArg...) {
  UpdateTraceRecorder.useFromAnywhere(.nslogMessageAlone)
  var text = String(format: format, arguments: arguments)
  if !text.hasSuffix("\n") { text += "\n" }
  if let console = Console.active { console.writeError(text) } else { fputs(text, stderr) }
}
