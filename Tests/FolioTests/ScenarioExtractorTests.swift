import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

@Suite struct ScenarioExtractorTests {
  @Test func blocksWithTheSameNameConcatenateInOrder() throws {
    let contents = ScenarioExtractor.extract(
      try chapter(
        """
        # T

        ```swift scenario=a
        struct Model {}
        ```

        Prose between.

        ```swift scenario=a
        struct ContentView: View { var body: some View { Text("") } }
        ```

        ```transcript scenario=a
        hello
        > tap "x"
        ```
        """))
    #expect(contents.diagnostics.isEmpty)
    #expect(contents.scenarios.count == 1)
    let scenario = contents.scenarios[0]
    #expect(scenario.blocks.map(\.location.line) == [4, 10])
    #expect(scenario.rootType == "ContentView")
    #expect(contents.transcripts.count == 1)
    #expect(contents.transcripts[0].location.line == 13)
    #expect(contents.transcripts[0].contentLines == 14..<16)
    #expect(contents.transcripts[0].mount.map(\.text) == ["hello"])
  }

  @Test func explicitRootWinsOverSeveralViews() throws {
    let contents = ScenarioExtractor.extract(
      try chapter(
        """
        # T
        ```swift scenario=a root=Outer
        struct Inner: View { var body: some View { Text("") } }
        struct Outer: SwiftUI.View { var body: some View { Inner() } }
        ```
        ```transcript scenario=a
        ```
        """))
    #expect(contents.scenarios.first?.rootType == "Outer")
    #expect(contents.diagnostics.isEmpty)
  }

  @Test func severalViewsWithoutRootIsAnError() throws {
    let contents = ScenarioExtractor.extract(
      try chapter(
        """
        # T
        ```swift scenario=a
        struct A: View { var body: some View { Text("") } }
        final class B<T>: Equatable, View where T: Hashable { }
        ```
        ```transcript scenario=a
        ```
        """))
    #expect(contents.scenarios.isEmpty)
    #expect(contents.transcripts.isEmpty)
    #expect(
      contents.diagnostics.map(\.message) == ["scenario 'a' declares several View types (A, B) and names no root="])
    #expect(contents.diagnostics.first?.location.line == 2)
  }

  @Test func rootMustBeDeclaredAndNamedOnce() throws {
    let contents = ScenarioExtractor.extract(
      try chapter(
        """
        # T
        ```swift scenario=a root=Missing
        struct A: View { var body: some View { Text("") } }
        ```
        ```swift scenario=b root=B
        struct B: View { var body: some View { Text("") } }
        ```
        ```swift scenario=b root=B
        ```
        """))
    let messages = contents.diagnostics.filter { $0.severity == .error }.map(\.message)
    #expect(messages.contains("root type 'Missing' is not declared in scenario 'a'"))
    #expect(messages.contains("scenario 'b' names root= more than once (first on line 5)"))
    #expect(contents.scenarios.isEmpty)
  }

  @Test func unknownScenarioAndMissingTranscriptAreReported() throws {
    let contents = ScenarioExtractor.extract(
      try chapter(
        """
        # T
        ```swift scenario=a
        struct A: View { var body: some View { Text("") } }
        ```
        ```transcript scenario=zzz
        ```
        """))
    #expect(contents.diagnostics.count == 2)
    #expect(contents.diagnostics[0].severity == .warning)
    #expect(contents.diagnostics[0].location.line == 3)
    #expect(contents.diagnostics[1].severity == .error)
    #expect(contents.diagnostics[1].location == SourceLocation(path: "chapters/01-test.md", line: 5))
    #expect(contents.diagnostics[1].hint == "scenarios in this chapter: a")
  }

  @Test func standaloneChecksAndRolesAreCollected() throws {
    let contents = ScenarioExtractor.extract(
      try chapter(
        """
        # T
        ```swift
        let a = 1
        ```
        ```swift compile-fail expect="cannot convert"
        let b: Int = ""
        ```
        ```swift ignore
        magic
        ```
        ```text
        plain
        ```
        ```swift unknown-flag
        ```
        """))
    #expect(contents.checks.map(\.expectation) == [.compiles, .fails(containing: "cannot convert")])
    #expect(contents.checks.map(\.location.line) == [3, 6])
    // Roles by the code block's index in the document: a rejected block has none.
    #expect(
      contents.roles == [.swift, .compileFail(expect: "cannot convert"), .ignored, .other(language: "text"), nil])
    #expect(contents.diagnostics.map(\.location.line) == [14])
  }

  @Test func declarationScannerIgnoresCommentsStringsAndMembers() {
    let code = """
      // struct Fake: View {}
      let s = "struct AlsoFake: View"
      /* class Nope: View { } */
      class Model: ObservableObject { class func make() {} }
      enum Tab: String, CaseIterable { case a }
      struct Screen<Content: View>: View { var body: some View { Text("") } }
      struct Modifier: ViewModifier {}
      """
    let declarations = TypeDeclarationScanner.declarations(in: code)
    #expect(declarations.map(\.name) == ["Model", "Tab", "Screen", "Modifier"])
    #expect(declarations.filter(\.isView).map(\.name) == ["Screen"])
  }

  @Test func loaderOrdersChaptersAndReportsBadFiles() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("# Two\n", to: folder + "/chapters/02-two.md")
    try write("# One\n", to: folder + "/chapters/01-one.md")
    try write("# Welcome\n", to: folder + "/chapters/index.md")
    try write("   \n", to: folder + "/chapters/03-empty.md")
    try write("no title\n", to: folder + "/chapters/04-untitled.md")
    try Data([0x23, 0x20, 0xff, 0xfe]).write(to: URL(fileURLWithPath: folder + "/chapters/05-binary.md"))
    let loaded = BookLoader().load([folder + "/chapters"])
    #expect(loaded.book.chapters.map(\.title) == ["One", "Two"])
    #expect(loaded.book.chapters.first?.path == folder + "/chapters/01-one.md")
    #expect(loaded.book.landingPage != nil)
    #expect(
      loaded.diagnostics.map(\.message) == [
        "chapter is empty", "chapter has no title (a level-1 heading)", "file is not valid UTF-8",
      ])
  }
}
