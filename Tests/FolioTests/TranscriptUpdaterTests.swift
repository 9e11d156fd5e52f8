import Foundation
import ScenarioWire
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

@Suite struct TranscriptUpdaterTests {
  static let source = """
    # Title\r
    \r
    Prose stays.\r
    \r
    ```transcript scenario=a\r
    Mounted\r
    > tap "change"   \r
    3\r
    > wait 1s\r
    ```\r
    \r
    ```transcript scenario=a\r
    > tap "change"\r
    1\r
    ```\r
    tail without newline
    """

  /// A run of the `index`-th transcript of `source` (a scenario block is appended
  /// after it so the transcripts resolve; their lines do not move).
  func run(of index: Int, real: RealTranscript) throws -> TranscriptRun {
    let contents = ScenarioExtractor.extract(
      try chapter(Self.source + "\n\n```swift scenario=a\nstruct A: View {}\n```\n"))
    return TranscriptRun(transcript: contents.transcripts[index], real: real, problems: [])
  }

  @Test func rewritesOnlyTheDisagreeingBlockKeepingActionsByteForByte() throws {
    var real = RealTranscript(stepCount: 2)
    real.apply(.output(step: 0, line: "Mounted"))
    real.apply(.output(step: 1, line: "1"))
    real.apply(.output(step: 1, line: "2  "))
    real.apply(.finished)
    let updated = TranscriptUpdater.update(source: Self.source, runs: [try run(of: 0, real: real)])
    #expect(
      updated == """
        # Title\r
        \r
        Prose stays.\r
        \r
        ```transcript scenario=a\r
        Mounted\r
        > tap "change"   \r
        1\r
        2\r
        > wait 1s\r
        ```\r
        \r
        ```transcript scenario=a\r
        > tap "change"\r
        1\r
        ```\r
        tail without newline
        """)
  }

  @Test func crashedRunKeepsTheActionsItNeverReached() throws {
    var real = RealTranscript(stepCount: 1)
    real.apply(.output(step: 0, line: "boot"))
    let updated = TranscriptUpdater.update(source: Self.source, runs: [try run(of: 1, real: real)])
    #expect(updated.contains("```transcript scenario=a\r\nboot\r\n> tap \"change\"\r\n```\r\ntail without newline"))
  }

  @Test func prefixKeepsQuoteMarkersAndBlanksListMarkers() {
    #expect(TranscriptUpdater.containerPrefix(ofFence: "> ```transcript scenario=a") == "> ")
    #expect(TranscriptUpdater.containerPrefix(ofFence: "- ```transcript") == "  ")
    #expect(TranscriptUpdater.containerPrefix(ofFence: "```transcript") == "")
  }

  @Test func writeReplacesTheFileAtomically() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/01.md"
    try write("old", to: path)
    try TranscriptUpdater.write("new text", to: path)
    #expect(String(decoding: FileManager.default.contents(atPath: path)!, as: UTF8.self) == "new text")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["01.md"])
  }
}
