import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

@Suite struct TranscriptComparisonTests {
  @Test func equalLinesMatch() {
    #expect(TranscriptComparison(expected: ["a", "> tap \"x\"", "b"], real: ["a", "> tap \"x\"", "b"]).matches)
  }

  @Test func trailingWhitespaceAndTrailingBlankLinesAreIgnored() {
    #expect(TranscriptComparison(expected: ["a  ", "b", "", ""], real: ["a", "b\t"]).matches)
    #expect(TranscriptComparison(expected: ["a"], real: ["a", "", "  "]).matches)
    #expect(!TranscriptComparison(expected: [" a"], real: ["a"]).matches)
    #expect(!TranscriptComparison(expected: ["", "a"], real: ["a"]).matches)
  }

  @Test(arguments: [
    (["...", "c"], ["a", "b", "c"], true),
    (["a", "...", "c"], ["a", "c"], true),
    (["a", "..."], ["a"], true),
    (["..."], [], true),
    (["a", "...", "c", "...", "e"], ["a", "x", "c", "y", "z", "e"], true),
    (["a", "...", "c"], ["a", "b", "d"], false),
    (["...", "c", "c"], ["c"], false),
    (["a", "....", "c"], ["a", "b", "c"], false),
  ])
  func ellipsisMatchesAnyNumberOfLines(expected: [String], real: [String], matches: Bool) {
    #expect(TranscriptComparison(expected: expected, real: real).matches == matches)
  }

  @Test func firstDisagreementNamesTheExpectedLine() {
    let comparison = TranscriptComparison(expected: ["> tap", "1", "> tap", "3"], real: ["> tap", "1", "> tap", "2"])
    #expect(!comparison.matches)
    #expect(comparison.firstDisagreement == 3)
    #expect(comparison.edits.contains(.missing(expected: 3)))
    #expect(comparison.edits.contains(.extra(real: 3)))
  }

  @Test func extraOutputAtTheEndPointsPastTheLastLine() {
    let comparison = TranscriptComparison(expected: ["a"], real: ["a", "b"])
    #expect(comparison.firstDisagreement == 1)
  }

  @Test func diffIsHeadedByTheChapterLineAndKeepsActionsAligned() {
    let expected = ["> tap \"change\"", "1", "> tap \"change\"", "3", "> screen", "..."]
    let real = ["> tap \"change\"", "1", "> tap \"change\"", "2", "> screen", "VStack", "  Text \"2\""]
    let comparison = TranscriptComparison(expected: expected, real: real)
    let diff = UnifiedDiff(
      comparison: comparison, expectedLines: Array(20..<26), path: "chapters/01.md", endLine: 26)
    #expect(diff.location == SourceLocation(path: "chapters/01.md", line: 23))
    #expect(
      diff.text == """
        --- chapters/01.md (transcript)
        +++ real output
        @@ -20,6 +1,7 @@
         > tap "change"
         1
         > tap "change"
        -3
        +2
         > screen
         ...
        """)
  }
}

/// The step-by-step comparison decides and aligns as one minimum-cost table over the
/// whole transcript would (``LineAlignment/table(_:_:)``, the table the comparison used
/// to fill), while never filling more than a bounded table.
@Suite struct TranscriptComparisonEquivalenceTests {
  /// Lines over a small alphabet, with `...` now and then, from a seed.
  static func lines(_ random: inout SeededGenerator, wildcards: Bool) -> [String] {
    (0..<random.below(9)).map { _ in
      wildcards && random.below(5) == 0 ? "..." : random.pick(["a", "b", "c", ""])
    }
  }

  /// The numbered lines the comparison aligns (`...` is the wildcard on the expected side).
  static func numbered(_ lines: [String], expected: Bool) -> [Int] {
    lines.map { expected && $0 == "..." ? LineAlignment.wildcard : Int($0.unicodeScalars.first?.value ?? 0) }
  }

  @Test(arguments: 0..<2000)
  func aStepAlignsAsTheWholeTableWould(seed: Int) {
    var random = SeededGenerator(seed: seed)
    let comparison = TranscriptComparison(
      expected: Self.lines(&random, wildcards: true), real: Self.lines(&random, wildcards: false))
    let table = LineAlignment.table(
      Self.numbered(comparison.expected, expected: true)[...], Self.numbered(comparison.real, expected: false)[...])
    #expect(comparison.edits == table, "seed \(seed): \(comparison.expected) against \(comparison.real)")
  }

  @Test(arguments: 0..<2000)
  func stepsAgreeWhenTheWholeTranscriptWouldAgree(seed: Int) {
    var random = SeededGenerator(seed: seed)
    let actions = random.below(4)
    var expected = Self.lines(&random, wildcards: true)
    var real = Self.lines(&random, wildcards: false)
    for index in 0..<actions {
      expected += ["> tap \"\(index % 2)\""] + Self.lines(&random, wildcards: true)
      real += ["> tap \"\(index % 2)\""] + Self.lines(&random, wildcards: false)
    }
    // Make one in three agree, so both verdicts are exercised.
    if seed % 3 == 0 { real = expected.filter { $0 != "..." } }
    let comparison = TranscriptComparison(expected: expected, real: real)
    let numbers = Dictionary(
      uniqueKeysWithValues: Set(comparison.expected + comparison.real).enumerated().map { ($1, $0) })
    let table = LineAlignment.table(
      comparison.expected.map { $0 == "..." ? LineAlignment.wildcard : numbers[$0]! }[...],
      comparison.real.map { numbers[$0]! }[...])
    let tableMatches = table.allSatisfy { edit in
      if case .same = edit { true } else if case .wildcard = edit { true } else { false }
    }
    #expect(comparison.matches == tableMatches, "seed \(seed): \(expected) against \(real)")
  }
}

extension TranscriptComparisonEquivalenceTests {
  @Test func outputThatImitatesAnActionCannotStandForThatActionsStep() throws {
    // The scenario prints `> tap "a"` and `2` while mounting, then `1` when tapped:
    // compared as one sequence, `...` took the real action line and the printed one
    // stood in for it, so the transcript passed.
    let parsed = try TranscriptParser.parse(["...", "> tap \"a\"", "2", "..."], firstLine: 1, path: "c.md").get()
    let transcript = Transcript(
      scenario: "s", location: SourceLocation(path: "c.md", line: 1), contentLines: 1..<5, mount: parsed.mount,
      steps: parsed.steps)
    var real = RealTranscript(stepCount: 1)
    real.apply(.output(step: 0, line: "> tap \"a\""))
    real.apply(.output(step: 0, line: "2"))
    real.apply(.output(step: 1, line: "1"))
    real.apply(.finished)
    let comparison = TranscriptComparison(transcript: transcript, real: real)
    #expect(!comparison.matches)
    #expect(comparison.firstDisagreement == 2)
    // One table over both flattened sequences (the old comparison) lets it pass.
    let numbers = ["> tap \"a\"": 0, "2": 1, "1": 2]
    let flat = LineAlignment.table(
      transcript.flattened.map { $0.isWildcard ? LineAlignment.wildcard : numbers[$0.text]! }[...],
      run(real, transcript).map { numbers[$0]! }[...])
    #expect(flat.allSatisfy { if case .missing = $0 { false } else if case .extra = $0 { false } else { true } })
  }

  func run(_ real: RealTranscript, _ transcript: Transcript) -> [String] {
    TranscriptRun(transcript: transcript, real: real, problems: []).realLines
  }
}
