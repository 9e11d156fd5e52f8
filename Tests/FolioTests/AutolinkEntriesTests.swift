import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// Reading the libraries a Swift object asks for, and keeping those to link.
@Suite struct AutolinkEntriesTests {
  /// A minimal 64-bit ELF object: a null section, the section names, and one
  /// `.swift1_autolink_entries` section holding `entries`.
  static func object(entries: [String]) -> [UInt8] {
    let names: [UInt8] = [0] + Array(".shstrtab".utf8) + [0] + Array(".swift1_autolink_entries".utf8) + [0]
    let content: [UInt8] = entries.flatMap { Array($0.utf8) + [0] }
    let namesOffset = 0x40
    let contentOffset = namesOffset + names.count
    let table = contentOffset + content.count
    var bytes = [UInt8](repeating: 0, count: table + 3 * 0x40)
    bytes.replaceSubrange(0..<6, with: [0x7F, 0x45, 0x4C, 0x46, 2, 1] as [UInt8])
    func put(_ value: Int, at offset: Int, size: Int) {
      for index in 0..<size { bytes[offset + index] = UInt8((value >> (8 * index)) & 0xFF) }
    }
    put(table, at: 0x28, size: 8)
    put(0x40, at: 0x3A, size: 2)
    put(3, at: 0x3C, size: 2)
    put(1, at: 0x3E, size: 2)
    bytes.replaceSubrange(namesOffset..<namesOffset + names.count, with: names)
    bytes.replaceSubrange(contentOffset..<contentOffset + content.count, with: content)
    // Section 1: the names; section 2: the entries.
    put(1, at: table + 0x40, size: 4)
    put(namesOffset, at: table + 0x40 + 0x18, size: 8)
    put(names.count, at: table + 0x40 + 0x20, size: 8)
    put(11, at: table + 0x80, size: 4)
    put(contentOffset, at: table + 0x80 + 0x18, size: 8)
    put(content.count, at: table + 0x80 + 0x20, size: 8)
    return bytes
  }

  @Test func entriesAreReadFromTheirSection() {
    #expect(entries(Self.object(entries: ["-lswiftCore", "-lFoundation"])) == ["-lswiftCore", "-lFoundation"])
  }

  @Test func anythingElseHasNone() {
    #expect(entries(Array("not an object".utf8)).isEmpty)
    #expect(entries(Array(Self.object(entries: ["-lm"]).prefix(0x50))).isEmpty)
  }

  /// The entries read from `bytes` written to a file.
  func entries(_ bytes: [UInt8]) -> [String] {
    let path = NSTemporaryDirectory() + "autolink-\(UUID().uuidString).o"
    defer { try? FileManager.default.removeItem(atPath: path) }
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    return AutolinkEntries.read(path)
  }

  @Test func theEngineLibrarysNeedsAreRead() throws {
    let engine = try TestEngine.location()
    let needed = try #require(ELFFile(path: engine.directory + "/libViewGraph.so")).neededLibraries
    #expect(needed.contains("libswiftCore.so"))
    #expect(needed.contains("libFoundation.so"))
  }

  @Test func onlySharedLibrariesThatExistAreLinked() throws {
    let folder = try makeTemporaryFolder()
    try write("", to: folder + "/libswiftCore.so")
    #expect(LibraryLinker.sharedLibraries(["-lswiftCore", "-lpthread", "-framework"], in: [folder]) == ["-lswiftCore"])
  }
}
