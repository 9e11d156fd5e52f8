import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

@Suite struct ScenarioSourceTests {
  @Test func programLocatesEachBlockAndAppendsTheEntryPoint() {
    let scenario = Scenario(
      chapterPath: "chapters/01-onchange.md", name: "a",
      blocks: [
        ScenarioBlock(code: "import SwiftUI\n", location: SourceLocation(path: "chapters/01-onchange.md", line: 4)),
        ScenarioBlock(code: "struct V: View {}", location: SourceLocation(path: "chapters/01-onchange.md", line: 12)),
      ], rootType: "V")
    #expect(
      ScenarioSource.program(for: scenario) == """
        import SwiftUI
        #sourceLocation(file: "chapters/01-onchange.md#1", line: 1)
        import SwiftUI
        #sourceLocation(file: "chapters/01-onchange.md#2", line: 1)
        struct V: View {}
        #sourceLocation()
        @main struct __FolioMain { @MainActor static func main() { _ScenarioProcess.run { V() } } }

        """)
  }

  @Test func aControlCharacterInAChapterNameIsEscapedInTheSourceLocation() throws {
    let name = "chapters/odd\r\t\u{1}\u{7F}\"name\\.md"
    #expect(ScenarioSource.literal(name) == #""chapters/odd\u{d}\u{9}\u{1}\u{7f}\"name\\.md""#)
    // The compiler reads it back: the literal lexes, and names the file it stands for.
    let folder = try makeTemporaryFolder("folio-literal")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let source = folder + "/main.swift"
    try Data("let name = \(ScenarioSource.literal(name))\nprint(name.unicodeScalars.map(\\.value))\n".utf8)
      .write(to: URL(fileURLWithPath: source))
    let engine = try TestEngine.location()
    let compile = Process()
    compile.executableURL = URL(fileURLWithPath: engine.swiftc)
    compile.arguments = [source, "-o", folder + "/main"]
    try compile.run()
    compile.waitUntilExit()
    #expect(compile.terminationStatus == 0)
    let run = Process()
    run.executableURL = URL(fileURLWithPath: folder + "/main")
    let output = Pipe()
    run.standardOutput = output
    try run.run()
    run.waitUntilExit()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(printed == "\(name.unicodeScalars.map(\.value))\n")
  }

  @Test func compilerMessagesAreParsedWithTheirChapterLocations() {
    let output = """
      chapters/01.md#2:6:25: error: cannot find 'Txt' in scope
        4 | struct A: View {
          |                         `- error: cannot find 'Txt' in scope
      /tmp/work/main.swift:9:60: error: 'A' cannot be constructed because it has no accessible initializers
      chapters/01.md#1:3:1: warning: unused
      error: link command failed with exit code 1
      """
    let messages = CompilerMessage.parse(output)
    #expect(messages.map(\.severity) == ["error", "error", "warning", "error"])
    #expect(messages[0].location == SourceLocation(path: "chapters/01.md#2", line: 6, column: 25))
    #expect(messages[0].message == "cannot find 'Txt' in scope")
    let fallback = SourceLocation(path: "chapters/01.md", line: 2)
    // The second block starts at line 20: its line 6 is the chapter's line 25.
    let map = SourceMap(blocks: ["chapters/01.md#2": SourceLocation(path: "chapters/01.md", line: 20, column: 1)])
    let errors = CompilerMessage.errors(messages, sourceMap: map, fallback: fallback)
    #expect(
      errors.map(\.location) == [SourceLocation(path: "chapters/01.md", line: 25, column: 25), fallback, fallback])
  }

  @Test func compileFailPassesOnlyWithTheExpectedMessage() {
    let location = SourceLocation(path: "c.md", line: 3)
    let check = StandaloneCheck(code: "", location: location, expectation: .fails(containing: "cannot convert"))
    #expect(
      TypecheckedBlock(check: check, compilerErrors: [.compileError(location, message: "cannot convert value")])
        .problems
        .isEmpty)
    #expect(
      TypecheckedBlock(check: check, compilerErrors: []).problems == [
        .unexpectedlyCompiled(location, expected: "cannot convert")
      ])
    #expect(
      TypecheckedBlock(check: check, compilerErrors: [.compileError(location, message: "other")]).problems
        == [.wrongCompileError(location, expected: "cannot convert", actual: ["other"])])
  }

  @Test func reportCountsChecksAndRendersDiagnosticsOnce() {
    let here = SourceLocation(path: "c.md", line: 9, column: 2)
    let report = CheckReport(
      diagnostics: [Diagnostic(.unknownScenario(here, name: "x", known: ["a"]))],
      outcomes: [
        CheckOutcome(kind: .transcript, location: SourceLocation(path: "c.md", line: 3), problems: []),
        CheckOutcome(
          kind: .swiftBlock, location: SourceLocation(path: "c.md", line: 12),
          problems: [.compileError(SourceLocation(path: "c.md", line: 13, column: 5), message: "boom")]),
      ])
    #expect(report.summary == "1 passed, 2 failed")
    #expect(!report.succeeded)
    #expect(
      report.rendered == """
        c.md:9:2: error: transcript names unknown scenario 'x'
            hint: scenarios in this chapter: a
        c.md:13:5: error: boom
            hint: the chapter's code does not compile as written: fix it at this line (a scenario's blocks compile together)
        1 passed, 2 failed
        """)
  }
}

@Suite struct NestedBlockSourceTests {
  @Test func nestedBlocksAreIndentedToTheirColumnSoCompilerColumnsMatch() throws {
    let contents = ScenarioExtractor.extract(
      try chapter("# T\n\n> ```swift\n> let a = 1\n>\n> let b = 2\n> ```\n"))
    let check = try #require(contents.checks.first)
    #expect(check.location == SourceLocation(path: "chapters/01-test.md", line: 4, column: 3))
    #expect(
      ScenarioSource.standalone(check) == """
        import SwiftUI
        #sourceLocation(file: "chapters/01-test.md#1", line: 1)
          let a = 1

          let b = 2
        #sourceLocation()

        """)
  }

  @Test func foundationDispatchAndNetworkingImportsAreBlankedKeepingLines() {
    let code =
      "import SwiftUI\nimport Foundation\n  import Dispatch\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\nimport FoundationXML\nlet x = 1"
    #expect(
      ScenarioSource.withoutFoundationImports(code)
        == "import SwiftUI\n\n\n#if canImport(FoundationNetworking)\n\n#endif\nimport FoundationXML\nlet x = 1")
  }
}
