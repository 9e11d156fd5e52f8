import Foundation
import ScenarioWire
import Testing

@testable import FolioCore
@testable import FolioSite

/// A cached run read for the check (`folio test`) decodes only what the check uses: its
/// output, failed actions, steps and each trace's modelled rules. Its screens and traces,
/// which only the site draws, stay the cache's JSON until first asked for, and then read
/// as the live run's did.
@Suite struct CachedRunSiteEventsWaitForTheSiteTests {
  static let trace = UpdateTrace(
    frames: 1, lanes: [TraceLane(name: "A", identity: "root")],
    marks: [TraceMark(frame: 0, lane: 0, kind: .body, detail: "@self")],
    tree: [IdentityNode(depth: 0, name: "A", identity: "root", change: .created)],
    modelledRules: [.closuresNeverEqual, .twoRendersAtLaunch])

  static let events: [ScenarioEvent] = [
    .output(step: 0, line: "mounted"),
    .trace(step: 0, trace: trace),
    .screen(step: 0, elements: [ScreenElement(kind: .text, label: "0")]),
    .output(step: 1, line: "tapped", kind: .engineNote),
    .trace(step: 1, trace: UpdateTrace(modelledRules: [.deterministicOrder])),
    .screen(step: 1, elements: [ScreenElement(kind: .vStack, children: [ScreenElement(kind: .text, label: "1")])]),
    .finished,
  ]

  /// `events` as the run cache keeps them: one line of JSON each.
  static func cached(_ events: [ScenarioEvent] = events) throws -> String {
    let encoder = ScenarioEvent.encoder()
    return try events.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }.joined()
  }

  static func applied(_ events: [ScenarioEvent] = events) -> RealTranscript {
    var real = RealTranscript(stepCount: 1)
    for event in events { real.apply(event) }
    return real
  }

  static func run(_ real: RealTranscript) throws -> TranscriptRun {
    let source = """
      # T

      ```swift scenario=s
      struct A: View { var body: some View { Text("a") } }
      ```

      ```transcript scenario=s
      mounted
      > tap "A"
      tapped
      ```
      """
    let transcript = try #require(ScenarioExtractor.extract(try chapter(source)).transcripts.first)
    return TranscriptRun(transcript: transcript, real: real, problems: [])
  }

  @Test func aCachedRunReadForTheCheckNeverDecodesItsScreensUntilAsked() throws {
    let real = RealTranscript(events: try Self.cached(), stepCount: 1)
    #expect(real.mount == ["mounted"] && real.steps == [["tapped"]])
    #expect(real.finished && real.reachedStep == 1 && real.completedSteps == 2)
    #expect(TranscriptComparison(transcript: try Self.run(real).transcript, real: real).matches)
    #expect(!real.siteEventsDecoded)
    #expect(real.screens == Self.applied().screens)
    #expect(real.siteEventsDecoded)
  }

  @Test func theCheckReadsEachStepsModelledRulesWithoutDecodingItsTrace() throws {
    let real = RealTranscript(events: try Self.cached(), stepCount: 1)
    let uses = StrictEvidence.uses(in: try Self.run(real))
    #expect(uses == StrictEvidence.uses(in: try Self.run(Self.applied())))
    #expect(uses.map(\.step) == [0, 0, 1])
    #expect(uses.map(\.rule) == [.closuresNeverEqual, .twoRendersAtLaunch, .deterministicOrder])
    #expect(StrictEvidence.problems(of: try Self.run(real)).count == 3)
    #expect(!real.siteEventsDecoded)
  }

  @Test func aCachedRunEqualsTheLiveRunBeforeAndAfterItsSiteEventsAreDecoded() throws {
    let live = Self.applied()
    #expect(RealTranscript(events: try Self.cached(), stepCount: 1) == live)
    let read = RealTranscript(events: try Self.cached(), stepCount: 1)
    #expect(read.traces == live.traces)
    #expect(read == live)
    // Equality is the content's: another screen is another run, decoded or not.
    var other = Self.events
    other[2] = .screen(step: 0, elements: [ScreenElement(kind: .text, label: "zero")])
    #expect(RealTranscript(events: try Self.cached(other), stepCount: 1) != live)
    #expect(RealTranscript(events: try Self.cached(other), stepCount: 1) != read)
  }

  @Test func theSiteDrawsACachedRunAsItDrawsTheLiveRun() throws {
    let live = TranscriptHTML(run: try Self.run(Self.applied()), anchor: "t").render()
    let cached = TranscriptHTML(run: try Self.run(RealTranscript(events: try Self.cached(), stepCount: 1)), anchor: "t")
    #expect(cached.render() == live)
    #expect(live.contains("class=\"device") && live.contains("data-folio=\"timeline\""))
  }

  @Test func aSiteEventAppliedToACachedRunKeepsTheCachedOnes() throws {
    var real = RealTranscript(events: try Self.cached(Array(Self.events.prefix(3))), stepCount: 1)
    real.apply(.screen(step: 1, elements: []))
    #expect(real.screens == [0: [ScreenElement(kind: .text, label: "0")], 1: []])
    #expect(real.traces == [0: Self.trace])
    #expect(real.completedSteps == 2)
  }

  @Test func theSiteDecodesEveryCachedRunsScreensAndTracesOnEveryCoreBeforeDrawing() throws {
    let runs = try (0..<16).map { _ in RealTranscript(events: try Self.cached(), stepCount: 1) }
    RealTranscript.decodeSiteEvents(of: runs)
    let live = Self.applied()
    let decoded = runs.allSatisfy { $0.siteEventsDecoded }
    let same = runs.allSatisfy { $0.screens == live.screens && $0.traces == live.traces }
    #expect(decoded && same)
  }

  @Test func manyTasksAskingAtOnceAllSeeTheSameScreensAndTraces() async throws {
    let real = RealTranscript(events: try Self.cached(), stepCount: 1)
    let expected = Self.applied()
    let seen = await withTaskGroup(of: Bool.self) { group in
      for index in 0..<32 {
        group.addTask { index.isMultiple(of: 2) ? real.screens == expected.screens : real.traces == expected.traces }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(seen.count == 32 && seen.allSatisfy { $0 })
  }

  @Test func aCachedRunReadForTheSiteIsDecodedWholeAsItIsRead() throws {
    let eager = RealTranscript(events: try Self.cached(), stepCount: 1, deferringSiteEvents: false)
    #expect(eager.siteEventsDecoded)
    #expect(eager == Self.applied())
    #expect(eager == RealTranscript(events: try Self.cached(), stepCount: 1))
  }

  @Test func aLineThatDoesNotDecodeEndsAnEagerReadingWhole() throws {
    let lines = try Self.cached().split(separator: "\n").map(String.init)
    // The first screen's elements are not screen elements: the reading ends there.
    let broken = lines[2].replacingOccurrences(of: "\"elements\":[", with: "\"elements\":[1,")
    let text = ([lines[0], lines[1], broken] + lines[3...]).joined(separator: "\n") + "\n"
    let eager = RealTranscript(events: text, stepCount: 1, deferringSiteEvents: false)
    #expect(eager.mount == ["mounted"])
    #expect(eager.steps == [[]])
    #expect(eager.screens.isEmpty)
    #expect(!eager.finished)
  }
}
