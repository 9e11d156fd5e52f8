import Testing

@testable import FolioCore

/// `swift-language-mode=` on a block: 5 or 6, on a swift or compile-fail block, or on
/// any block of a scenario, whose blocks that name one must agree.
@Suite struct LanguageModeAttributeTests {
  func checks(_ info: String) throws -> (checks: [StandaloneCheck], errors: [String]) {
    let contents = ScenarioExtractor.extract(try chapter("# T\n\n```\(info)\nlet x = 1\n```\n"))
    return (contents.checks, contents.diagnostics.filter { $0.severity == .error }.map(\.message))
  }

  /// A chapter of one scenario `s` whose blocks have the given info strings after
  /// `swift scenario=s`, then its transcript.
  func scenario(_ infos: [String], code: String = "print(1)") throws -> ExtractedChapter {
    let blocks = infos.map { "```swift scenario=s\($0.isEmpty ? "" : " " + $0)\n\(code)\n```\n" }
    return ScenarioExtractor.extract(
      try chapter("# T\n\n" + blocks.joined(separator: "\n") + "\n```transcript scenario=s\n1\n```\n"))
  }

  @Test func aBlockNamesItsOwnMode() throws {
    #expect(try checks("swift swift-language-mode=6").checks.map(\.languageMode) == [.v6])
    #expect(try checks("swift compile-fail swift-language-mode=5 expect=\"x\"").checks.map(\.languageMode) == [.v5])
    #expect(try checks("swift").checks.map(\.languageMode) == [nil])
  }

  @Test(arguments: [
    ("swift swift-language-mode=7", "'swift-language-mode' is 7, but must be 5 or 6"),
    ("swift swift-language-mode=six", "'swift-language-mode' is six, but must be 5 or 6"),
    ("swift scenario=s swift-language-mode=7", "'swift-language-mode' is 7, but must be 5 or 6"),
    ("swift ignore swift-language-mode=6", "'ignore' cannot be combined with other attributes"),
    (
      "transcript scenario=s swift-language-mode=6",
      "'swift-language-mode' is a swift attribute but this block's language is 'transcript'"
    ),
  ])
  func aBadModeIsAnErrorAtTheBlock(info: String, message: String) throws {
    #expect(try checks(info).errors == [message])
  }

  @Test func aScenarioTakesTheModeNamedOnAnyOfItsBlocks() throws {
    #expect(try scenario(["", "swift-language-mode=6"]).scenarios.map(\.languageMode) == [.v6])
    #expect(try scenario(["swift-language-mode=5", ""]).scenarios.map(\.languageMode) == [.v5])
    #expect(try scenario(["swift-language-mode=6", "swift-language-mode=6"]).scenarios.map(\.languageMode) == [.v6])
    #expect(try scenario(["", ""]).scenarios.map(\.languageMode) == [nil])
  }

  @Test func aProgramTakesItsModeToo() throws {
    let extracted = try scenario(["swift-language-mode=6"])
    #expect(extracted.scenarios.map(\.isProgram) == [true])
    #expect(extracted.scenarios.map(\.languageMode) == [.v6])
  }

  @Test func blocksOfAScenarioThatDisagreeAreAnErrorAtTheSecond() throws {
    let extracted = try scenario(["swift-language-mode=6", "", "swift-language-mode=5"])
    #expect(extracted.scenarios.isEmpty)
    let errors = extracted.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.location.line) == [11])
    #expect(errors.map(\.message) == ["scenario 's' is compiled in mode 5 here but in mode 6 on line 3"])
    #expect(errors.first?.notes.map(\.location.line) == [3])
    #expect(errors.first?.hint?.contains("swift-language-mode=") == true)
  }
}
