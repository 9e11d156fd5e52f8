import Foundation
import ScenarioWire
import Testing

@testable import FolioCore

/// A cached run's events are read line by line (``RealTranscript/lines(_:)``), split by
/// bytes for speed: the lines must be the ones a split at each `"\n"` `Character`
/// gives, empty ones left out, a carriage return and line feed kept as one.
@Suite struct CachedRunLinesSplitAtLineFeedCharactersTests {
  @Test(arguments: [
    "", "\n", "\n\n", "a", "a\n", "a\nb", "a\n\nb\n", "{\"x\":1}\n{\"y\":2}\n", "a\r\nb\nc", "\r\n\r\n", "a\rb\nc",
    "é\n\u{301}x\n", "\n\u{301}\n", "👩\n🇫🇷\n",
  ])
  func linesAreTheCharacterSplits(events: String) {
    #expect(RealTranscript.lines(events).map { String($0)! } == events.split(separator: "\n").map(String.init))
  }

  /// A carriage return before a line feed is not a line's end when split by Character:
  /// the event line it joins does not decode, and the reading stops there, as it did.
  @Test func aCarriageReturnAndLineFeedDoNotEndALine() throws {
    let encoder = ScenarioEvent.encoder()
    let a = String(decoding: try encoder.encode(ScenarioEvent.output(step: 0, line: "a")), as: UTF8.self)
    let b = String(decoding: try encoder.encode(ScenarioEvent.output(step: 0, line: "b")), as: UTF8.self)
    #expect(RealTranscript(events: a + "\n" + b + "\n", stepCount: 0).mount == ["a", "b"])
    #expect(RealTranscript(events: a + "\r\n" + b + "\n", stepCount: 0).mount.isEmpty)
  }
}
