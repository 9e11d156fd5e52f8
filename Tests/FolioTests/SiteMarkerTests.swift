import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// The site carries folio's marker, so a later build replaces a site folio wrote and
/// nothing else: not a file, not a folder of someone's files.
@Suite struct SiteMarkerTests {
  let page = [SiteFile(path: "index.html", contents: "new")]

  func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func aSiteFolioWroteIsReplacedAndKeepsItsMarker() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try SiteWriter(output: folder + "/site").write([SiteFile(path: "old.html", contents: "old")])
    #expect(contents(folder + "/site/.folio-site") == OutputFolder.Writer.site.markerContents)
    try SiteWriter(output: folder + "/site").write(page)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder + "/site").sorted() == [".folio-site", "index.html"])
    #expect(contents(folder + "/site/index.html") == "new")
  }

  @Test func anEmptyFolderIsFilled() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/site", withIntermediateDirectories: true)
    try SiteWriter(output: folder + "/site/").write(page)
    #expect(contents(folder + "/site/index.html") == "new")
  }

  @Test func aFolderOfSomeoneElsesFilesIsLeftAlone() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("mine", to: folder + "/docs/readme.md")
    #expect(
      throws: FolioError.unsafeOutput(
        SourceLocation(path: folder + "/docs", line: 1),
        reason: "it is a folder folio did not write (it is not empty and has no .folio-site file);"
          + " if an earlier folio wrote it, delete it and run again")
    ) { try SiteWriter(output: folder + "/docs").write(page) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["docs"])
    #expect(contents(folder + "/docs/readme.md") == "mine")
  }

  @Test func aFileIsNeverTurnedIntoAFolder() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("my notes", to: folder + "/notes.txt")
    #expect(
      throws: FolioError.unsafeOutput(
        SourceLocation(path: folder + "/notes.txt", line: 1), reason: "it exists and is not a folder")
    ) { try SiteWriter(output: folder + "/notes.txt").write(page) }
    #expect(contents(folder + "/notes.txt") == "my notes")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.txt"])
  }

  @Test func aMarkerThatIsALinkDoesNotCount() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write(OutputFolder.Writer.site.markerContents, to: folder + "/elsewhere/.folio-site")
    try write("mine", to: folder + "/docs/readme.md")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/docs/.folio-site", withDestinationPath: folder + "/elsewhere/.folio-site")
    #expect(throws: FolioError.self) { try SiteWriter(output: folder + "/docs").write(page) }
    #expect(contents(folder + "/docs/readme.md") == "mine")
  }
}
