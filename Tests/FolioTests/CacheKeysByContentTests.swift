import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// Cache keys come from content (the generated source, the flags, the compiler's
/// version output, the engine's bytes), never from paths or modification times: a cache
/// carried to another clone or machine, with the same compiler and a rebuilt engine of
/// the same bytes, finds every entry.
@Suite struct CacheKeysByContentTests {
  let books = BuildCacheTests()

  /// The engine's files (``EngineLocation/engineFiles``) and the module map scenarios
  /// compile with, copied into a new folder: the same engine somewhere else.
  func copyOfTheEngine(_ engine: EngineLocation, into folder: String) throws -> EngineLocation {
    let identity = FileManager.default.fileExists(atPath: engine.directory + "/" + EngineIdentity.fileName)
    for name in EngineLocation.engineFiles + ["COpenCombineHelpers.build/module.modulemap"]
      + (identity ? [EngineIdentity.fileName] : [])
    {
      let destination = folder + "/" + name
      try FileManager.default.createDirectory(
        atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: engine.directory + "/" + name, toPath: destination)
    }
    return EngineLocation(swiftc: engine.swiftc, directory: folder)
  }

  @Test func theSameEngineElsewhereFindsEveryEntry() async throws {
    let folder = try books.book(3)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let engine = try TestEngine.location()
    let first = try await books.check(folder)
    #expect(first.report.succeeded, "\(first.report.rendered)")
    let copy = try copyOfTheEngine(engine, into: folder + "/another-clone/.build/debug")
    let options = BookCheckOptions(
      paths: [folder + "/chapters"], timeout: 20, workDirectory: folder + "/work", jobs: 2, engine: copy,
      cacheDirectory: folder + "/cache", moduleCacheDirectory: TestEngine.moduleCache)
    let moved = await BookCheck(options: options).run()
    #expect(moved.report.succeeded, "\(moved.report.rendered)")
    #expect(
      moved.statistics
        == BuildStatistics(scenariosCompiled: 0, scenariosCached: 3, transcriptsRun: 0, transcriptsCached: 3))
  }

  /// What a fresh clone is to the book: the same chapters in another folder, named by
  /// another path (CI names them however its runner's checkout lies), even a folder of
  /// another name.
  @Test func theSameBookInAnotherFolderFindsEveryEntry() async throws {
    let folder = try books.book(3)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = try await books.check(folder)
    #expect(first.report.succeeded, "\(first.report.rendered)")
    let clone = folder + "/another-clone/book"
    try FileManager.default.createDirectory(atPath: clone, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: folder + "/chapters", toPath: clone + "/chapters")
    try FileManager.default.copyItem(atPath: folder + "/chapters", toPath: clone + "/renamed")
    for spelling in [clone + "/chapters", clone + "/./chapters/01-cached.md", clone + "/renamed"] {
      let options = BookCheckOptions(
        paths: [spelling], timeout: 20, workDirectory: folder + "/work", jobs: 2, engine: try TestEngine.location(),
        cacheDirectory: folder + "/cache", moduleCacheDirectory: TestEngine.moduleCache)
      let moved = await BookCheck(options: options).run()
      #expect(moved.report.succeeded, "\(moved.report.rendered)")
      #expect(
        moved.statistics
          == BuildStatistics(scenariosCompiled: 0, scenariosCached: 3, transcriptsRun: 0, transcriptsCached: 3),
        "\(spelling)")
    }
  }

  /// What a fresh clone's rebuilt engine is: the same sources, other bytes (they name
  /// the folder it was built in), and the identity its build wrote.
  @Test func anEngineRebuiltFromTheSameSourcesElsewhereFindsEveryEntry() async throws {
    let folder = try books.book(3)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let engine = try TestEngine.location()
    var outcomes: [BookCheckResult] = []
    for clone in ["first-clone", "second-clone"] {
      let copy = try copyOfTheEngine(engine, into: folder + "/\(clone)/.build/debug")
      if clone == "second-clone" {
        let handle = try #require(FileHandle(forWritingAtPath: copy.directory + "/libViewGraph.so"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("built in /\(clone)".utf8))
        try handle.close()
      }
      try EngineIdentityTests.writeIdentity(of: copy.directory)
      let options = BookCheckOptions(
        paths: [folder + "/chapters"], timeout: 20, workDirectory: folder + "/work", jobs: 2, engine: copy,
        cacheDirectory: folder + "/cache", moduleCacheDirectory: TestEngine.moduleCache)
      outcomes.append(await BookCheck(options: options).run())
    }
    #expect(outcomes.allSatisfy { $0.report.succeeded }, "\(outcomes.map(\.report.rendered))")
    #expect(outcomes[0].statistics.scenariosCompiled == 3)
    #expect(
      outcomes[1].statistics
        == BuildStatistics(scenariosCompiled: 0, scenariosCached: 3, transcriptsRun: 0, transcriptsCached: 3))
  }

  @Test func theFingerprintIsTheEnginesBytesNotItsPathsOrTimes() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let engine = try TestEngine.location()
    let copy = try copyOfTheEngine(engine, into: folder + "/engine")
    let fingerprint = await copy.fingerprint()
    #expect(await engine.fingerprint() == fingerprint)
    #expect(!fingerprint.contains(engine.directory) && !fingerprint.contains(folder))
    #expect(fingerprint.contains("Swift version"))
    // A new modification time alone changes nothing; new bytes change it.
    let library = copy.directory + "/libViewGraph.so"
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: library)
    #expect(await copy.fingerprint() == fingerprint)
    let handle = try #require(FileHandle(forWritingAtPath: library))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data([0]))
    try handle.close()
    #expect(await copy.fingerprint() != fingerprint)
  }

  @Test func aKeyNamesNoPathOfThisMachine() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let engine = try TestEngine.location()
    let compiler = ScenarioCompiler(
      engine: engine, cache: BuildCache(directory: folder + "/cache"), workDirectory: folder + "/work",
      moduleCache: folder + "/modules")
    let context = await compiler.keyContext()
    let checkout = FileManager.default.currentDirectoryPath
    for part in [context.module, context.typecheck] {
      for path in [engine.directory, checkout, folder, NSHomeDirectory(), engine.swiftc] {
        #expect(!part.contains(path), "a key's input names \(path)")
      }
    }
  }
}
