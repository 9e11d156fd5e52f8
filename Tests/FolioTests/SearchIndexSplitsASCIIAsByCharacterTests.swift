import Testing

@testable import FolioSite

/// The search index splits an ASCII text by its bytes (``SearchIndex/words(_:)``,
/// ``SearchIndex/collapse(_:)``): the words and the collapsed text must be the ones the
/// rule by `Character` gives, for every ASCII text, and any other text goes by it.
@Suite struct SearchIndexSplitsASCIIAsByCharacterTests {
  @Test func asciiTextsSplitAsByCharacter() {
    let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) } + ["\r\n", "ab", "Z9", "  "]
    var generator = SeededGenerator(seed: 21)
    for _ in 0..<5000 {
      let text = (0..<generator.below(16)).map { _ in generator.pick(ascii) }.joined()
      let scalars = text.unicodeScalars.map(\.value)
      #expect(SearchIndex.words(text) == SearchIndex.wordsByCharacter(text), "\(scalars)")
      #expect(SearchIndex.collapse(text) == SearchIndex.collapseByCharacter(text), "\(scalars)")
    }
  }

  @Test func otherTextsSplitByCharacter() {
    #expect(
      SearchIndex.words("Café au lait, e\u{301}te\u{301} 42x") == ["café", "au", "lait", "e\u{301}te\u{301}", "42x"])
    #expect(SearchIndex.collapse("a\u{A0}b\u{2003} c\u{3000}") == "a b c")
  }
}
