import Foundation

/// The protocol between folio and one scenario process, on its file descriptors.
///
/// - Descriptor 0: the ``ScenarioRequest`` as JSON. The scenario host reads it to its
///   end and puts `/dev/null` in its place before it loads the scenario's library.
/// - Descriptors 1 and 2: one pipe, so the kernel keeps the order of everything the
///   process writes, whoever writes it (`print`, `Swift.print`, `FileHandle`, `fputs`,
///   `write(2)`, `NSLog`, the runtime's `Fatal error`). That is the transcript's output.
///   When a step ends the engine flushes C's buffers and writes ``stepMarker(step:boundary:)``
///   there, so folio knows which step every byte belongs to. A line the engine writes as
///   a SwiftUI warning or a note of its own starts with ``lineMarker(_:boundary:)``, in
///   the same `write(2)` as the line: the pipe keeps it in place, where an event on the
///   other pipe could not say which line it meant.
/// - Descriptor ``eventsDescriptor``: a pipe for the engine's events (JSON Lines, each
///   line prefixed with the request's boundary, ``eventLine(_:boundary:)``). No path
///   names it, so the scenario cannot reopen or rewrite what was sent.
///
/// The scenario's code runs in the engine's process, so code written to deceive can
/// still reach both pipes (and the boundary, in the engine's memory); what the
/// protocol guarantees is that everything the process writes to standard output and
/// error is compared, and that nothing already sent can be taken back.
public enum ScenarioChannel {
  /// The descriptor the engine writes its events to.
  public static let eventsDescriptor: Int32 = 3

  private static let markerOpening = Array("\u{0}folio-step:".utf8)
  private static let lineMarkerOpening = Array("\u{0}folio-line:".utf8)

  /// The bytes that end step `step` (0 is the mount) in the output.
  public static func stepMarker(step: Int, boundary: String) -> [UInt8] {
    markerOpening + Array("\(boundary):\(step)".utf8) + [0]
  }

  /// The bytes that start a line the engine writes as `kind`, in the output.
  ///
  /// What chapter code can do with it. Without the boundary, nothing: a print identical
  /// to a warning is a plain line, and a marker with another boundary is text of its
  /// line. With the boundary (it is in the engine's memory, in the same process) it can
  /// mark lines as warnings or notes, or write a malformed marker, which fails the
  /// transcript as forged. Either way a kind only styles a line in the site: no check,
  /// diff or update reads it, so the text compared and the verdict stay true. A marker
  /// counts only where a line begins; the engine's inside a line the scenario left
  /// unfinished leaves the joined line plain, as its text no longer starts the line.
  public static func lineMarker(_ kind: OutputKind, boundary: String) -> [UInt8] {
    lineMarkerOpening + Array("\(boundary):\(kind.rawValue)".utf8) + [0]
  }

  /// One event as the engine writes it: `BOUNDARY JSON\n`.
  public static func eventLine(_ json: [UInt8], boundary: String) -> [UInt8] {
    Array(boundary.utf8) + [0x20] + json + [0x0A]
  }

  /// What a scenario process sent, read back: its output cut into steps and its events,
  /// checked against the protocol.
  public struct Capture: Sendable {
    /// The output of each step, in order, cut into lines: the bytes before each marker,
    /// then what followed the last one (the step in progress when the process stopped).
    public var output: [(step: Int, lines: [OutputLine])] = []
    /// The engine's events, in order, up to the first that breaks the protocol.
    public var events: [ScenarioEvent] = []
    /// How many step markers the output held.
    public var markers = 0
    /// What broke the protocol (bytes that claim to be the engine's and are not),
    /// if anything did.
    public var violation: String?

    /// Reads the two streams of a run whose request carried `boundary`.
    ///
    /// - Parameter stepCount: The transcript's actions: steps run from 0 to it.
    public init(output: [UInt8], events: [UInt8], boundary: String, stepCount: Int) {
      readOutput(output, boundary: boundary)
      readEvents(events, boundary: boundary, stepCount: stepCount)
    }

    private mutating func readOutput(_ bytes: [UInt8], boundary: String) {
      let stepOpening = ScenarioChannel.markerOpening + Array("\(boundary):".utf8)
      let lineOpening = ScenarioChannel.lineMarkerOpening + Array("\(boundary):".utf8)
      var cuts: [(step: Int, start: Int, end: Int)] = []
      var marks: [LineMark] = []
      bytes.withUnsafeBufferPointer { buffer in
        var start = 0
        var search = 0
        while let zero = ScenarioChannel.index(of: 0, in: buffer, from: search) {
          search = zero + 1
          if Self.opens(buffer, at: zero, with: lineOpening) {
            let word = zero + lineOpening.count
            guard let end = ScenarioChannel.index(of: 0, in: buffer, from: word), end - word < 32,
              let kind = OutputKind(
                rawValue: String(decoding: UnsafeBufferPointer(rebasing: buffer[word..<end]), as: UTF8.self))
            else {
              violation = violation ?? "the output holds a line marker that the engine did not write"
              break
            }
            marks.append(LineMark(bytes: zero..<end + 1, kind: kind))
            search = end + 1
            continue
          }
          guard Self.opens(buffer, at: zero, with: stepOpening) else { continue }
          let digits = zero + stepOpening.count
          guard let end = ScenarioChannel.index(of: 0, in: buffer, from: digits), end > digits, end - digits < 10,
            let step = Int(String(decoding: UnsafeBufferPointer(rebasing: buffer[digits..<end]), as: UTF8.self))
          else { continue }
          guard step == cuts.count else {
            violation = violation ?? "the output holds an end of step \(step) where step \(cuts.count) was running"
            break
          }
          cuts.append((step, start, zero))
          start = end + 1
          search = start
        }
        cuts.append((cuts.count, start, buffer.count))
      }
      markers = cuts.count - 1
      var next = 0
      output = cuts.map { cut in
        let first = next
        while next < marks.count, marks[next].bytes.lowerBound < cut.end { next += 1 }
        return (cut.step, ScenarioChannel.lines(bytes, in: cut.start..<cut.end, marks: marks[first..<next]))
      }
    }

    /// Whether the bytes at `offset` begin with `opening`.
    private static func opens(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int, with opening: [UInt8]) -> Bool {
      buffer.count - offset > opening.count && buffer[offset..<offset + opening.count].elementsEqual(opening)
    }

    private mutating func readEvents(_ bytes: [UInt8], boundary: String, stepCount: Int) {
      let prefix = Array(boundary.utf8) + [0x20]
      var screens = 0
      var traced = -1
      var finished = false
      var start = 0
      // A last line without its newline was cut short by the process's end: ignored.
      while let newline = bytes[start...].firstIndex(of: 0x0A) {
        let line = bytes[start..<newline]
        start = newline + 1
        guard line.starts(with: prefix),
          let event = try? JSONDecoder().decode(ScenarioEvent.self, from: Data(line.dropFirst(prefix.count)))
        else {
          violation = violation ?? "the events channel carried a line that the engine did not write"
          return
        }
        let expected: Bool
        switch event {
        case .output: expected = false
        case .actionFailed(let step, _): expected = !finished && step == screens && step >= 1 && step <= stepCount
        case .trace(let step, let trace):
          // At most one per step, before the step's screen, and one the engine could write.
          expected = !finished && step == screens && step <= stepCount && traced < step && trace.isWellFormed
          traced = step
        case .screen(let step, _): expected = !finished && step == screens && step <= stepCount
        case .finished: expected = !finished && screens == stepCount + 1 && markers == screens
        }
        guard expected else {
          violation = violation ?? "the events channel carried an event out of the engine's order"
          return
        }
        if case .screen = event { screens += 1 }
        if case .finished = event { finished = true }
        events.append(event)
      }
    }
  }
}
