import Foundation
import ScenarioWire
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// A transcript of tens of thousands of actions is a small file (300 KB for 20k): comparing
/// it must take memory in proportion to it, never a table of every expected line against
/// every real line (20k actions took 6.9 GB that way, 60k were killed for memory).
@Suite(.serialized) struct TranscriptComparisonScaleTests {
  /// The process's peak resident memory so far, in bytes (Linux reports kilobytes).
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
  }

  /// How much the peak resident memory grew while `body` ran.
  static func peakGrowth<T>(_ body: () throws -> T) rethrows -> (T, Int) {
    let before = peakResidentBytes()
    let result = try body()
    return (result, peakResidentBytes() - before)
  }

  /// A transcript of `actions` taps, each expected to print `n = i`.
  static func transcript(actions: Int) -> Transcript {
    let steps = (0..<actions).map { index in
      TranscriptStep(
        action: .tap("add"), source: "> tap \"add\"", line: 2 + 2 * index,
        expected: [ExpectedLine("n = \(index + 1)", line: 3 + 2 * index)])
    }
    return Transcript(
      scenario: "s", location: SourceLocation(path: "chapters/01.md", line: 1),
      contentLines: 2..<(2 + 2 * actions), mount: [], steps: steps)
  }

  /// A finished run of `actions` taps printing `n = i`, or `line(i)` where it returns one.
  static func real(actions: Int, line: (Int) -> String? = { _ in nil }) -> RealTranscript {
    var real = RealTranscript(stepCount: actions)
    for index in 0..<actions { real.apply(.output(step: index + 1, line: line(index) ?? "n = \(index + 1)")) }
    real.apply(.finished)
    return real
  }

  /// 256 MiB: far above what comparing 60k actions needs, far below one table of them
  /// (20k actions are 40k lines a side: 1.6 billion cells).
  static let memoryBound = 256 << 20

  /// The check stage's outcome for one run of `transcript`, and how much peak memory it took.
  static func check(_ transcript: Transcript, _ real: RealTranscript) -> (CheckOutcome, Int) {
    let (outcomes, growth) = peakGrowth {
      [BookChecker.outcome(of: TranscriptRun(transcript: transcript, real: real, problems: []))]
    }
    return (outcomes[0], growth)
  }

  @Test(arguments: [20_000, 60_000])
  func comparingManyActionsTakesMemoryInProportionToThem(actions: Int) throws {
    // Every tenth step prints something else, so the diff is made as well as the verdict.
    let (outcome, growth) = Self.check(
      Self.transcript(actions: actions), Self.real(actions: actions) { $0 % 10 == 0 ? "n = \($0 + 1) (changed)" : nil })
    #expect(growth < Self.memoryBound, "peak memory grew by \(growth >> 20) MiB")
    let diff = try #require(outcome.diff)
    #expect(diff.location.line == 3)
    #expect(diff.text.components(separatedBy: "\n+n = ").count - 1 == actions / 10)
  }

  @Test(arguments: [20_000, 60_000])
  func agreeingManyActionsTakeMemoryInProportionToThem(actions: Int) {
    let (outcome, growth) = Self.check(Self.transcript(actions: actions), Self.real(actions: actions))
    #expect(outcome.passed)
    #expect(growth < Self.memoryBound, "peak memory grew by \(growth >> 20) MiB")
  }

  @Test func oneHugeStepThatDisagreesEverywhereIsReportedWithoutAligningIt() {
    // 40k expected lines against 40k other real lines in one step: aligning them line by
    // line would be a table of 1.6 billion cells.
    let expected = (0..<40_000).map { "expected \($0)" }
    let real = (0..<40_000).map { "real \($0)" }
    let (comparison, growth) = Self.peakGrowth { TranscriptComparison(expected: expected, real: real) }
    #expect(!comparison.matches)
    #expect(comparison.firstDisagreement == 0)
    #expect(growth < Self.memoryBound, "peak memory grew by \(growth >> 20) MiB")
    let diff = UnifiedDiff(comparison: comparison, expectedLines: Array(1...40_000), path: "c.md", endLine: 40_001)
    #expect(diff.text.hasPrefix("--- c.md (transcript)\n+++ real output\n@@ -1,40000 +1,40000 @@\n-expected 0\n"))
    #expect(diff.text.contains("\n+real 0\n"))
    #expect(diff.text.contains("too different to align"))
    // The note replaces the bulk: the diff stays readable.
    #expect(diff.text.split(separator: "\n").count < 100)
  }

  @Test func aWildcardFarFromItsMatchIsFoundInLinearMemory() {
    // `...` then a line that appears only at the very end of 200k real lines.
    let real = Array(repeating: "tick", count: 200_000) + ["done"]
    let (comparison, growth) = Self.peakGrowth { TranscriptComparison(expected: ["...", "done"], real: real) }
    #expect(comparison.matches)
    #expect(comparison.edits == [.wildcard(expected: 0, real: 0..<200_000), .same(expected: 1, real: 200_000)])
    #expect(growth < Self.memoryBound)
  }

  @Test func aChapterWithSixtyThousandActionsIsParsedAndCompared() throws {
    let actions = 60_000
    var source = "# Many\n\n```swift scenario=s\nstruct S: View { var body: some View { Text(\"\") } }\n```\n\n"
    source += "```transcript scenario=s\n"
    for index in 0..<actions { source += "> tap \"add\"\nn = \(index + 1)\n" }
    source += "```\n"
    let (outcomes, growth) = try Self.peakGrowth { () throws -> [CheckOutcome] in
      let contents = ScenarioExtractor.extract(try chapter(source))
      let transcript = try #require(contents.transcripts.first)
      #expect(transcript.steps.count == actions)
      let agreeing = TranscriptRun(transcript: transcript, real: Self.real(actions: actions), problems: [])
      let last = Self.real(actions: actions) { $0 == actions - 1 ? "n = 0" : nil }
      let disagreeing = TranscriptRun(transcript: transcript, real: last, problems: [])
      return [agreeing, disagreeing].map(BookChecker.outcome(of:))
    }
    #expect(outcomes.map(\.passed) == [true, false])
    // The last expected line, `n = 60000`, is on chapter line 7 + 2 * 60000.
    #expect(outcomes[1].diff?.location.line == 7 + 2 * actions)
    #expect(growth < Self.memoryBound, "peak memory grew by \(growth >> 20) MiB")
  }
}
