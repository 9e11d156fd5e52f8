import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// `--update` never loses an author's work: it writes atomically, keeps the file's
/// mode and links, refuses a file saved meanwhile, and touches only transcript lines.
@Suite struct TranscriptUpdaterSafetyTests {
  func contents(_ path: String) -> String {
    String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
  }

  @Test func keepsTheFilesPermissions() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/01.md"
    try write("old", to: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    try TranscriptUpdater.write("new", to: path, replacing: "old")
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
    #expect(mode?.intValue == 0o640)
    #expect(contents(path) == "new")
  }

  @Test func writesThroughALinkAndKeepsIt() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("old", to: folder + "/real/01.md")
    try FileManager.default.createDirectory(atPath: folder + "/chapters", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: folder + "/chapters/01.md", withDestinationPath: "../real/01.md")
    try TranscriptUpdater.write("new", to: folder + "/chapters/01.md", replacing: "old")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/chapters/01.md") == "../real/01.md")
    #expect(contents(folder + "/real/01.md") == "new")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/real") == ["01.md"])
  }

  @Test func refusesAFileChangedSinceItWasRead() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/01.md"
    try write("the author saved this meanwhile", to: path)
    let error = #expect(throws: ToolFailure.self) {
      try TranscriptUpdater.write("new", to: path, replacing: "what folio read")
    }
    // As the README's Troubleshooting table quotes it.
    #expect(error?.message == "\(path) changed while folio was checking it; transcripts not updated")
    #expect(contents(path) == "the author saved this meanwhile")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["01.md"])
  }

  @Test func loneCarriageReturnsCountAsLinesLikeCmark() throws {
    // cmark numbers a lone CR as a line end; the updater must agree, or it would
    // replace the wrong lines.
    let source = "# T\rprose\r\r```transcript scenario=a\r> tap \"x\"\rold\r```\rafter\r"
    let chapter = try chapter(source + "\n```swift scenario=a\nstruct A: View {}\n```\n")
    let contents = ScenarioExtractor.extract(chapter)
    let transcript = try #require(contents.transcripts.first)
    #expect(transcript.contentLines == 5..<7)
    var real = RealTranscript(stepCount: 1)
    real.apply(.output(step: 1, line: "new"))
    real.apply(.finished)
    let updated = TranscriptUpdater.update(
      source: chapter.source, runs: [TranscriptRun(transcript: transcript, real: real, problems: [])])
    #expect(updated == chapter.source.replacingOccurrences(of: "old\r", with: "new\r"))
  }
}
