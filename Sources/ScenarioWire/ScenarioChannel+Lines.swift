import Foundation

/// A line marker found in the output: the bytes it covers and the kind it gives the
/// line it starts.
struct LineMark: Sendable {
  let bytes: Range<Int>
  let kind: OutputKind
}

extension ScenarioChannel {
  /// The lines of a step's output, `range` of `bytes`, without the line markers in it:
  /// each newline ends one, and an unfinished last line counts as one (it ends with its
  /// step). Bytes that are not UTF-8 become U+FFFD.
  ///
  /// A line is of the kind of the marker that starts it; a marker inside a line (after
  /// bytes of the line) gives it nothing, and every other line is plain.
  static func lines(_ bytes: [UInt8], in range: Range<Int>, marks: ArraySlice<LineMark>) -> [OutputLine] {
    bytes.withUnsafeBufferPointer { buffer in
      var lines: [OutputLine] = []
      // The bytes of the line in progress that came before a marker, and its kind.
      var partial: [UInt8] = []
      var kind = OutputKind.plain
      func read(_ segment: Range<Int>) {
        var start = segment.lowerBound
        while let newline = index(of: 0x0A, in: buffer, from: start, to: segment.upperBound) {
          let text = UnsafeBufferPointer(rebasing: buffer[start..<newline])
          lines.append(
            OutputLine(partial.isEmpty ? String(decoding: text, as: UTF8.self) : decode(partial + text), kind: kind))
          partial = []
          kind = .plain
          start = newline + 1
        }
        partial += UnsafeBufferPointer(rebasing: buffer[start..<segment.upperBound])
      }
      var position = range.lowerBound
      for mark in marks {
        read(position..<mark.bytes.lowerBound)
        if partial.isEmpty { kind = mark.kind }
        position = mark.bytes.upperBound
      }
      read(position..<range.upperBound)
      if !partial.isEmpty { lines.append(OutputLine(decode(partial), kind: kind)) }
      return lines
    }
  }

  private static func decode(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  /// The offset of the first `byte` at or after `start` and before `end` (`memchr`:
  /// output can be megabytes).
  static func index(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int? = nil) -> Int?
  {
    let end = end ?? buffer.count
    guard start < end, let base = buffer.baseAddress, let found = memchr(base + start, Int32(byte), end - start)
    else { return nil }
    return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
  }
}
