import Foundation
import Testing

@testable import FolioToolchain

/// The identity a build writes beside the engine keys the cache by the engine's
/// sources while, and only while, the engine still has the bytes it was built with.
@Suite struct EngineIdentityTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// Runs `Scripts/engine-identity.sh` on an engine folder, as `make build` does.
  static func writeIdentity(of directory: String, configuration: String = "debug") throws {
    let script = Process()
    script.executableURL = URL(fileURLWithPath: repository + "/Scripts/engine-identity.sh")
    script.arguments = [directory, configuration]
    try script.run()
    script.waitUntilExit()
    #expect(script.terminationStatus == 0)
  }

  /// A folder holding every engine file, with `marker` in each one's bytes.
  func fakeEngine(_ marker: String, in folder: String) throws -> EngineLocation {
    let directory = folder + "/" + marker
    for name in EngineLocation.engineFiles {
      let path = directory + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data("\(name) built in \(directory)".utf8).write(to: URL(fileURLWithPath: path))
    }
    return EngineLocation(swiftc: try TestEngine.location().swiftc, directory: directory)
  }

  @Test func theScriptListsEveryEngineFileFolioReads() throws {
    let folder = try makeTemporaryFolder("folio-identity")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let engine = try fakeEngine("engine", in: folder)
    try Self.writeIdentity(of: engine.directory)
    let identity = try #require(EngineIdentity(directory: engine.directory))
    #expect(Set(identity.files.keys) == Set(EngineLocation.engineFiles))
    let digests = EngineLocation.engineFiles.map { (name: $0, digest: StableHash.file(engine.directory + "/" + $0)) }
    #expect(identity.describes(digests))
  }

  @Test func twoBuildsOfTheSameSourcesShareAFingerprintThatNamesNoPath() async throws {
    let folder = try makeTemporaryFolder("folio-identity")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = try fakeEngine("first-clone", in: folder)
    let second = try fakeEngine("second-clone", in: folder)
    let (firstBytes, secondBytes) = (await first.fingerprint(), await second.fingerprint())
    #expect(firstBytes != secondBytes)
    for engine in [first, second] { try Self.writeIdentity(of: engine.directory) }
    let fingerprint = await first.fingerprint()
    let secondFingerprint = await second.fingerprint()
    #expect(secondFingerprint == fingerprint)
    #expect(fingerprint.contains("engine sources ") && !fingerprint.contains(folder))
    // Another configuration is another engine.
    try Self.writeIdentity(of: second.directory, configuration: "release")
    let release = await second.fingerprint()
    #expect(release != fingerprint)
  }

  @Test func anEngineChangedSinceItsIdentityIsKnownByItsBytes() async throws {
    let folder = try makeTemporaryFolder("folio-identity")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let engine = try fakeEngine("engine", in: folder)
    let other = try fakeEngine("other", in: folder)
    try Self.writeIdentity(of: engine.directory)
    try Self.writeIdentity(of: other.directory)
    let trusted = await engine.fingerprint()
    // A bare rebuild after an edit: one module's bytes change, the identity stays.
    try Data("rebuilt".utf8).write(to: URL(fileURLWithPath: engine.directory + "/Modules/ViewGraph.swiftmodule"))
    let changed = await engine.fingerprint()
    let otherFingerprint = await other.fingerprint()
    #expect(changed != trusted && changed != otherFingerprint)
    #expect(!changed.contains("engine sources") && changed.contains("Modules/ViewGraph.swiftmodule "))
    // A missing engine file is never described either.
    try FileManager.default.removeItem(atPath: other.directory + "/Modules/ScenarioWire.swiftmodule")
    let missing = await other.fingerprint()
    #expect(!missing.contains("engine sources"))
  }

  static let digest = String(repeating: "ab", count: 32)

  @Test(arguments: [
    "",
    "libViewGraph.so \(digest)\n",
    "sources \(digest)\nsources \(digest)\n",
    "sources \(digest)\nlibViewGraph.so \(digest)\nlibViewGraph.so \(digest)\n",
    "sources \(digest.uppercased())\n",
    "sources \(digest.dropLast())\n",
    "sources \(digest) extra\n",
    "sources  \(digest)\n",
    "sources \(digest)\nlibViewGraph.so\n",
    "sources \(digest.dropLast())g\n",
  ])
  func aMalformedIdentityIsNoIdentity(text: String) {
    #expect(EngineIdentity(text: text) == nil)
  }

  @Test func aWellFormedIdentityIsRead() throws {
    let identity = try #require(EngineIdentity(text: "sources \(Self.digest)\nlibViewGraph.so \(Self.digest)\n"))
    #expect(identity.sources == Self.digest)
    #expect(identity.files == ["libViewGraph.so": Self.digest])
    #expect(!identity.describes([(name: "libViewGraph.so", digest: nil)]))
    #expect(
      !identity.describes([(name: "libViewGraph.so", digest: Self.digest), (name: "Modules/X", digest: Self.digest)]))
  }
}
