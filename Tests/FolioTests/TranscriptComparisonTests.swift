import Testing

@testable import Folio

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
