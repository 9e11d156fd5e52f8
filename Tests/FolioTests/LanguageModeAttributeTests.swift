import Testing

@testable import FolioCore

/// `swift-language-mode=` on one block: 5 or 6, on a swift or compile-fail block only.
@Suite struct LanguageModeAttributeTests {
  func checks(_ info: String) throws -> (checks: [StandaloneCheck], errors: [String]) {
    let contents = ScenarioExtractor.extract(try chapter("# T\n\n```\(info)\nlet x = 1\n```\n"))
    return (contents.checks, contents.diagnostics.filter { $0.severity == .error }.map(\.message))
  }

  @Test func aBlockNamesItsOwnMode() throws {
    #expect(try checks("swift swift-language-mode=6").checks.map(\.languageMode) == [.v6])
    #expect(try checks("swift compile-fail swift-language-mode=5 expect=\"x\"").checks.map(\.languageMode) == [.v5])
    #expect(try checks("swift").checks.map(\.languageMode) == [nil])
  }

  @Test(arguments: [
    ("swift swift-language-mode=7", "'swift-language-mode' is 7, but must be 5 or 6"),
    ("swift swift-language-mode=six", "'swift-language-mode' is six, but must be 5 or 6"),
    (
      "swift scenario=s swift-language-mode=6",
      "'swift-language-mode=' is for a swift or compile-fail block; a scenario takes the book's mode"
    ),
    ("swift ignore swift-language-mode=6", "'ignore' cannot be combined with other attributes"),
  ])
  func aBadModeIsAnErrorAtTheBlock(info: String, message: String) throws {
    #expect(try checks(info).errors == [message])
  }
}
