import Foundation
import Testing

@testable import FolioToolchain

/// A new file is created, never an existing one overwritten, with the bytes given and,
/// when asked, exactly the permissions given whatever the umask.
@Suite struct NewFileTests {
  @Test func aNewFileHoldsExactlyTheBytes() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    #expect(NewFile.write(bytes, to: folder + "/entry"))
    #expect(FileManager.default.contents(atPath: folder + "/entry") == bytes)
  }

  @Test func anExistingFileIsNeverOverwritten() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("the author's", to: folder + "/kept")
    #expect(!NewFile.write(Data("folio's".utf8), to: folder + "/kept"))
    #expect(FileManager.default.contents(atPath: folder + "/kept") == Data("the author's".utf8))
  }

  @Test func aFolderThatIsNotThereIsAFailureNotACrash() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(!NewFile.write(Data("x".utf8), to: folder + "/missing/entry"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/missing"))
  }

  /// The umask (022 for these tests) would take the group's write permission away;
  /// permissions given are set as given. (The umask is the process's, shared by the
  /// suites running at once, so this test does not change it.)
  @Test func permissionsGivenAreExactWhateverTheUmask() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(NewFile.write(Data("library".utf8), to: folder + "/library", permissions: 0o775))
    let library = try FileManager.default.attributesOfItem(atPath: folder + "/library")
    #expect((library[.posixPermissions] as? Int) == 0o775)
  }
}
