import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// Files that cannot be chapters: each is its own error at its own path, and the
/// other chapters still load.
@Suite struct BookLoaderTests {
  /// Builds a chapters folder with one good chapter and `bad`, then loads it.
  func load(_ makeBad: (String) throws -> Void) throws -> (BookLoader.Loaded, String) {
    let folder = try makeTemporaryFolder()
    try write("# Good\n", to: folder + "/chapters/01-good.md")
    try makeBad(folder + "/chapters/02-bad.md")
    return (BookLoader().load([folder + "/chapters"]), folder)
  }

  static let cases: [(String, [UInt8], String, Int, Int)] = [
    ("empty", [], "chapter is empty", 1, 1),
    ("only white space", Array(" \n\t\n".utf8), "chapter is empty", 1, 1),
    ("no level-1 heading", Array("## Only a section\n\ntext\n".utf8), "chapter has no title (a level-1 heading)", 1, 1),
    (
      "not UTF-8", Array("# Title\n\nok line\nbad \u{e9}".utf8.dropLast(2)) + [0xE9, 0x21, 0x0A],
      "file is not valid UTF-8", 4, 5
    ),
    ("a lone continuation byte", [0x23, 0x20, 0x80], "file is not valid UTF-8", 1, 3),
  ]

  @Test(arguments: cases)
  func badFileIsReportedAtItsPathAndLine(name: String, bytes: [UInt8], message: String, line: Int, column: Int) throws {
    let (loaded, folder) = try load { path in try Data(bytes).write(to: URL(fileURLWithPath: path)) }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(loaded.book.chapters.map(\.title) == ["Good"])
    let diagnostic = try #require(loaded.diagnostics.first)
    #expect(loaded.diagnostics.count == 1)
    #expect(diagnostic.message == message)
    #expect(diagnostic.location == SourceLocation(path: folder + "/chapters/02-bad.md", line: line, column: column))
    #expect(diagnostic.hint != nil)
  }

  @Test func aFolderNamedLikeAChapterIsUnreadable() throws {
    let (loaded, folder) = try load { path in
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(loaded.diagnostics.map(\.message) == ["cannot read file: it is a folder, not a file"])
    #expect(loaded.book.chapters.count == 1)
  }

  @Test func aBrokenLinkIsUnreadable() throws {
    let (loaded, folder) = try load { path in
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/nonexistent/folio-chapter.md")
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(loaded.diagnostics.map(\.message) == ["cannot read file: no such file (a broken link?)"])
  }

  @Test func aFileWithoutReadPermissionIsUnreadable() throws {
    guard getuid() != 0 else { return }  // root reads every file; the folder case above covers it
    let (loaded, folder) = try load { path in
      try write("# Secret\n", to: path)
      try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(loaded.diagnostics.map(\.message) == ["cannot read file: permission denied or not a regular file"])
  }

  @Test func aMissingPathIsReported() {
    let loaded = BookLoader().load(["/nonexistent/folio-chapters"])
    #expect(
      loaded.diagnostics.map(\.rendered) == [
        "/nonexistent/folio-chapters:1:1: error: cannot read file: no such file or folder\n    hint: check that the file exists, is a regular file and is readable"
      ])
  }

  @Test func utf8ValidationAgreesWithTheStandardLibrary() {
    let samples: [[UInt8]] = [
      [], Array("plain".utf8), Array("é✓😀".utf8), [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0xE2, 0x82], [0x61, 0x0A, 0x62, 0xFF],
    ]
    for bytes in samples {
      let invalid = UTF8Validation.firstInvalidByte(in: bytes, path: "p") != nil
      #expect(invalid == (String(validating: bytes, as: UTF8.self) == nil), "\(bytes)")
    }
    #expect(
      UTF8Validation.firstInvalidByte(in: [0x61, 0x0A, 0x62, 0xFF], path: "p")
        == SourceLocation(path: "p", line: 2, column: 2))
  }
}
