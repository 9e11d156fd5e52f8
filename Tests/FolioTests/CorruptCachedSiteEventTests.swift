import Foundation
import ScenarioWire
import Testing

@testable import FolioCore
@testable import FolioSite

/// A cached line that does not decode ends the reading, as it always did, for what the
/// check reads of it: its kind and step, and a trace's modelled rules. The rest of a
/// trace or screen is decoded only when the site asks; a line whose rest then does not
/// decode ends the site's reading of screens and traces there (that step and every
/// later one draw none), never crashing, and never changes what the check read.
@Suite struct CorruptCachedSiteEventTests {
  /// The well-formed run these tests corrupt.
  typealias Good = CachedRunSiteEventsWaitForTheSiteTests

  /// The cached events with line `index` replaced by `line`.
  static func cached(replacing index: Int, with line: String) throws -> String {
    var lines = try Good.cached().split(separator: "\n").map(String.init)
    lines[index] = line
    return lines.joined(separator: "\n") + "\n"
  }

  /// Step 0's screen (line 2), with an element of a kind the engine has not.
  static let unknownKind = #"{"screen":{"elements":[{"attributes":[],"children":[],"kind":"Hologram"}],"step":0}}"#
  /// Step 0's trace (line 1), whose rules decode but whose marks are not marks.
  static let badMarks =
    #"{"trace":{"step":0,"trace":{"frames":1,"lanes":[],"marks":7,"modelledRules":["closures-never-equal"],"#
    + #""omittedMarks":0,"tree":[]}}}"#

  @Test func aScreenThatDoesNotDecodeEndsTheSitesReadingThereAndNotTheChecks() throws {
    let real = RealTranscript(events: try Self.cached(replacing: 2, with: Self.unknownKind), stepCount: 1)
    #expect(real.mount == ["mounted"] && real.steps == [["tapped"]] && real.finished)
    #expect(real.completedSteps == 2)
    #expect(real.screens.isEmpty)
    #expect(real.traces == [0: Good.trace])
    #expect(StrictEvidence.uses(in: try Good.run(real)).count == 3)
  }

  @Test func aTraceWhoseRestDoesNotDecodeDrawsNoStepFromItOn() throws {
    let real = RealTranscript(events: try Self.cached(replacing: 1, with: Self.badMarks), stepCount: 1)
    #expect(real.steps == [["tapped"]] && real.finished)
    #expect(real.traces.isEmpty && real.screens.isEmpty)
    #expect(StrictEvidence.uses(in: try Good.run(real)).map(\.rule) == [.closuresNeverEqual, .deterministicOrder])
  }

  @Test func aTraceWhoseModelledRulesDoNotDecodeEndsTheReadingAndTheCheckFails() throws {
    let rules = #"{"trace":{"step":0,"trace":{"modelledRules":["no-such-rule"]}}}"#
    let real = RealTranscript(events: try Self.cached(replacing: 1, with: rules), stepCount: 1)
    #expect(real.mount == ["mounted"] && real.steps == [[]] && !real.finished)
    #expect(real.traces.isEmpty && real.screens.isEmpty)
    #expect(!TranscriptComparison(transcript: try Good.run(real).transcript, real: real).matches)
  }

  @Test(arguments: [
    #"{"screen":{"elements":[],"step":0}"#, #"{"screen":{"elements":[]}}"#, #"{"screen":{"step":"0"}}"#,
    #"{"screen":{"elements":[],"step":0},"finished":{}}"#, #"{"trace":{"step":0}}"#, "garbage",
    // Two events on one line.
    #"{"screen":{"elements":[],"step":0}},{"screen":{"elements":[],"step":0}}"#,
    #"{"screen":{"elements":[],"step":0}} {"screen":{"elements":[],"step":0}}"#,
  ])
  func aSiteLineWhoseKindOrStepDoesNotDecodeEndsTheReading(line: String) throws {
    let real = RealTranscript(events: try Self.cached(replacing: 2, with: line), stepCount: 1)
    #expect(real.mount == ["mounted"] && real.steps == [[]] && !real.finished)
    #expect(real.completedSteps == 0 && real.screens.isEmpty && real.traces == [0: Good.trace])
  }

  @Test func theSiteDrawsACorruptRunWithoutItsScreens() throws {
    let real = RealTranscript(events: try Self.cached(replacing: 2, with: Self.unknownKind), stepCount: 1)
    let html = TranscriptHTML(run: try Good.run(real), anchor: "t").render()
    #expect(html.contains("tapped"))
    #expect(!html.contains("class=\"device"))
  }
}
