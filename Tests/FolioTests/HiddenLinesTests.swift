import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// `#- ` hides a setup line of a swift block from the page; it is compiled all the same,
/// at its own columns, and no Swift line is ever taken for one.
@Suite struct HiddenLinesTests {
  static let block = "#- let numbers = [3, 1, 2]\n  #- import Foundation\nprint(numbers.sorted())\n#-\n#-\tlet tab = 1"

  @Test func hiddenLinesAreCompiledWithTheMarkerBlanked() {
    #expect(
      HiddenLines.compiled(Self.block)
        == "   let numbers = [3, 1, 2]\n     import Foundation\nprint(numbers.sorted())\n  \n  \tlet tab = 1")
  }

  @Test func hiddenLinesAreNotShown() {
    #expect(HiddenLines.shown(Self.block) == "print(numbers.sorted())")
  }

  /// Every `#` that starts a Swift line has a letter, a quote or another `#` after it.
  static let swiftLines = [
    "#if DEBUG", "#else", "#endif", "#warning(\"x\")", "#error(\"x\")", "#sourceLocation(file: \"a\", line: 1)",
    "#Preview { Text(\"\") }", "#\"raw\"#", "##\"raw\"##", "#expect(x)", "#-let x = 1", "# heading", "-# x",
    "let x = 1 #- 2",
  ]

  @Test(arguments: swiftLines)
  func noSwiftLineIsHidden(_ line: String) {
    #expect(!HiddenLines.isHidden(Substring(line)))
    #expect(HiddenLines.compiled(line) == line)
    #expect(HiddenLines.shown(line) == line)
  }

  @Test func aMarkerWithoutItsSpaceIsFoundForAWarning() {
    #expect(HiddenLines.malformedLines(in: "let a = 1\n#-let b = 2\n#- let c = 3\n  #-x") == [1, 3])
  }

  @Test func theExtractorCompilesHiddenLinesAndTheSiteDoesNotShowThem() throws {
    let source = """
      # T

      ```swift scenario=sorted
      #- let numbers = [3, 1, 2]
      print(numbers.sorted())
      ```

      ```transcript scenario=sorted
      [1, 2, 3]
      ```
      """
    let contents = ScenarioExtractor.extract(try chapter(source))
    #expect(contents.diagnostics.isEmpty, "\(contents.diagnostics.map(\.rendered))")
    #expect(contents.scenarios.first?.blocks.first?.code == "   let numbers = [3, 1, 2]\nprint(numbers.sorted())\n")
    let files = try renderedSite([("chapters/01-test.md", source)])
    let html = try #require(files.first { $0.path == "01-test.html" }?.contents)
    #expect(html.contains("sorted"))
    #expect(!html.contains(">let<"))
    #expect(!html.contains("#-"))
    let index = try #require(files.first { $0.path.hasSuffix("search-index.js") }?.contents)
    #expect(index.contains("sorted"))
    #expect(!index.contains("3, 1, 2"))
  }

  @Test func anOutputLineThatLooksHiddenIsEscapedAndReadsBack() throws {
    for output in ["#- not hidden", "#-", "  #- indented"] {
      let written = TranscriptLineEscape.written(output)
      #expect(written == "\\" + output)
      let parsed = try TranscriptParser.parse([written], firstLine: 1, path: "c.md").get()
      #expect(parsed.mount.map(\.text) == [output])
    }
  }
}
