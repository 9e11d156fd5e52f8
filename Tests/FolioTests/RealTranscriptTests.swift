import Foundation
import ScenarioWire
import Testing

@testable import FolioCore
@testable import FolioToolchain

/// A real transcript read back from a run's events, as the run cache keeps them.
@Suite struct RealTranscriptTests {
  static let events: [ScenarioEvent] = [
    .output(step: 0, line: "mounted"),
    .output(
      step: 0, line: "Modifying state during view update, this will cause undefined behavior.", kind: .swiftUIWarning),
    .trace(
      step: 0,
      trace: UpdateTrace(
        frames: 2, lanes: [TraceLane(name: "A", identity: "root")],
        marks: [TraceMark(frame: 0, lane: 0, kind: .body, detail: "@self")],
        tree: [IdentityNode(depth: 0, name: "A", identity: "root", change: .created)],
        modelledRules: [.closuresNeverEqual])),
    .screen(step: 0, elements: []),
    .output(step: 1, line: "ViewGraph: still updating after 60 frames; stopped this action here.", kind: .engineNote),
    .output(step: 1, line: "tapped"),
    .screen(step: 1, elements: []),
    .finished,
  ]

  @Test func outputKindsSurviveTheRunCache() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let lines = try Self.events.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }.joined()
    var applied = RealTranscript(stepCount: 1)
    for event in Self.events { applied.apply(event) }
    let reread = RealTranscript(events: lines, stepCount: 1)
    #expect(reread == applied)
    #expect(reread.outputLines(ofStep: 0).map(\.kind) == [.plain, .swiftUIWarning])
    #expect(reread.outputLines(ofStep: 1).map(\.kind) == [.engineNote, .plain])
    #expect(reread.steps == [["ViewGraph: still updating after 60 frames; stopped this action here.", "tapped"]])
  }

  @Test func aStepsUpdateTraceSurvivesTheRunCache() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let lines = try Self.events.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }.joined()
    let reread = RealTranscript(events: lines, stepCount: 1)
    let trace = try #require(reread.traces[0])
    #expect(trace.marks.map(\.kind) == [.body])
    #expect(trace.modelledRules == [.closuresNeverEqual])
    #expect(reread.traces[1] == nil)
  }

  /// An entry written before lines had kinds does not decode: the run's cache key
  /// names the encoding's version, so such an entry is never looked up.
  @Test func anOutputEventWithoutItsKindIsNotRead() {
    let old = #"{"output":{"line":"x","step":0}}"# + "\n"
    #expect(RealTranscript(events: old, stepCount: 0).mount.isEmpty)
  }
}
