import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// A scenario with top-level statements and no root view is a program: compiled as its
/// `main.swift`, run once, its transcript what it prints.
@Suite struct ProgramExtractionTests {
  @Test func aScenarioWithStatementsAndNoViewIsAProgram() throws {
    let contents = ScenarioExtractor.extract(
      try chapter(
        """
        # T

        ```swift scenario=sum
        func sum(_ values: [Int]) -> Int { values.reduce(0, +) }
        ```

        ```swift scenario=sum
        print(sum([1, 2, 3]))
        ```

        ```transcript scenario=sum traps="Fatal error"
        6
        ...
        ```
        """))
    #expect(contents.diagnostics.isEmpty, "\(contents.diagnostics.map(\.rendered))")
    let scenario = try #require(contents.scenarios.first)
    #expect(scenario.isProgram)
    #expect(scenario.rootType == nil)
    let transcript = try #require(scenario.transcripts.first)
    #expect(transcript.runsProgram)
    #expect(transcript.expectedTrap == "Fatal error")
    #expect(transcript.mount.map(\.text) == ["6", "..."])
    #expect(transcript.mount.last?.isWildcard == true)
  }

  @Test func aViewScenarioStaysAViewEvenWithStatements() throws {
    let contents = ScenarioExtractor.extract(
      try chapter(
        """
        # T
        ```swift scenario=a
        struct V: View { var body: some View { Text("") } }
        print("not allowed here")
        ```
        ```transcript scenario=a
        ```
        """))
    #expect(contents.scenarios.first?.rootType == "V")
    #expect(contents.transcripts.first?.runsProgram == false)
  }

  @Test func aStandaloneBlockWithStatementsTypeChecksAsAProgram() throws {
    let contents = ScenarioExtractor.extract(
      try chapter(
        "# T\n```swift\nprint(1)\n```\n```swift\nlet a = 1\n```\n```swift compile-fail expect=\"x\"\nx()\n```\n"))
    #expect(contents.checks.map(\.isProgram) == [true, false, true])
  }

  @Test func aProgramSourceIsItsMainSwiftAsWritten() throws {
    let scenario = Scenario(
      chapterPath: "c.md", name: "p",
      blocks: [
        ScenarioBlock(code: "import Foundation\nprint(Date())\n", location: SourceLocation(path: "c.md", line: 4))
      ], rootType: nil)
    let source = ScenarioSource.library(for: scenario)
    #expect(
      source == "#sourceLocation(file: \"c.md#1\", line: 1)\nimport Foundation\nprint(Date())\n#sourceLocation()\n")
    #expect(ScenarioSource.fileScopedLibrary(for: scenario, symbol: "s") == nil)
    #expect(ScenarioSource.program(for: scenario) == source)
  }

  @Test func aProgramThatImportsTheEngineHasFoundationBlankedAsAViewDoes() throws {
    let scenario = Scenario(
      chapterPath: "c.md", name: "p",
      blocks: [
        ScenarioBlock(code: "import Foundation\n", location: SourceLocation(path: "c.md", line: 4)),
        ScenarioBlock(code: "import Combine\nprint(1)\n", location: SourceLocation(path: "c.md", line: 9)),
      ], rootType: nil)
    let source = ScenarioSource.library(for: scenario)
    #expect(!source.contains("import Foundation"))
    #expect(!source.contains("import SwiftUI"))
    #expect(source.contains("import Combine\nprint(1)"))
  }

  @Test func aStandaloneProgramHasNoImplicitImport() {
    let check = StandaloneCheck(
      code: "print(1)\n", location: SourceLocation(path: "c.md", line: 3), expectation: .compiles, isProgram: true)
    #expect(
      ScenarioSource.standalone(check) == "#sourceLocation(file: \"c.md#1\", line: 1)\nprint(1)\n#sourceLocation()\n")
    var library = check
    library.isProgram = false
    #expect(ScenarioSource.standalone(library).hasPrefix("import SwiftUI\n"))
  }

  @Test func aProgramIsCompiledAsAMainFileWithItsEntryRenamed() throws {
    let engine = EngineLocation(swiftc: "/usr/bin/swiftc", directory: "/engine")
    let arguments = engine.programArguments(source: "/w/main.swift", object: "/w/m.o", moduleCache: "/mc", entry: "e1")
    #expect(!arguments.contains("-parse-as-library"))
    #expect(arguments.contains("-entry-point-function-name"))
    #expect(arguments.last == "/w/main.swift")
    #expect(
      engine.typecheckArguments(source: "s", moduleCache: "m", program: true).contains("-parse-as-library") == false)
    #expect(engine.typecheckArguments(source: "s", moduleCache: "m").contains("-parse-as-library"))
  }

  @Test func languagesThatLookLikeSwiftAreWarnedAboutAtTheirLine() throws {
    let contents = ScenarioExtractor.extract(
      try chapter("# T\n```Swift\nlet a = 1\n```\n```swift\nlet b = 1\n```\n```text\nswift\n```\n```\nplain\n```\n"))
    #expect(contents.diagnostics.map(\.location.line) == [2])
    #expect(contents.diagnostics.map(\.severity) == [.warning])
  }

  static let spellings: [(String, String?)] = [
    ("swift", nil), ("transcript", nil), ("text", nil), ("", nil), ("sh", nil), ("swiftly", "swift"),
    ("Swift", "swift"), ("SWIFT", "swift"), ("swift5", "swift"), ("swift-5.9", "swift"), ("SwiftUI", "swift"),
    ("swift,ignore", "swift ignore"), ("swift,no_run", "swift"),
    ("swift,compile_fail", "swift compile-fail expect=\"…\""),
    ("{.swift}", "swift"), ("{.swift .numberLines}", "swift"), ("language-swift", "swift"), (".swift", "swift"),
    ("Transcript", "transcript"), ("swift:main.swift", "swift"),
  ]

  @Test(arguments: spellings)
  func eachSpellingIsReadAsFolioWouldWriteIt(_ language: String, _ expected: String?) throws {
    let info = try CodeBlockInfo.parse(language, at: SourceLocation(path: "c.md", line: 1)).get()
    #expect(InfoStringDialect.folioSpelling(of: info) == expected)
  }

  @Test func deniedWarningsFailTheReport() {
    func results(_ diagnostics: [Diagnostic], toolFailures: [ToolFailure] = []) -> BookResults {
      BookResults(
        book: .init(paths: ["c.md"], digest: "d", checks: 0), engine: nil, diagnostics: diagnostics,
        toolFailures: toolFailures, checks: [], seconds: 0)
    }
    let warning = Diagnostic(.warning, at: SourceLocation(path: "c.md", line: 2), "w")
    #expect(results([warning]).warnings == 1)
    #expect(results([warning]).exitStatus(denyingWarnings: false) == .agreed)
    #expect(results([warning]).exitStatus(denyingWarnings: true) == .failed)
    #expect(results([]).exitStatus(denyingWarnings: true) == .agreed)
    // A run Folio could not do stays a tool failure: a warning does not make it the author's.
    #expect(results([warning], toolFailures: [ToolFailure("x")]).exitStatus(denyingWarnings: true) == .toolFailure)
  }
}
