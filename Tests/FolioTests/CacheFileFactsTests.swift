import Foundation
import Testing

@testable import FolioToolchain

/// What folio learns of a file (an engine file's SHA-256, the compiler's version) is
/// kept in the cache only while the file is unchanged, and never believed otherwise.
@Suite struct CacheFileFactsTests {
  /// Counts how often a fact had to be learnt.
  final class Learner: @unchecked Sendable {
    var count = 0
    func learn(_ path: String) -> String? {
      count += 1
      return StableHash.file(path)
    }
  }

  func scratch() throws -> (folder: String, file: String, cache: BuildCache) {
    let folder = try makeTemporaryFolder("folio-facts")
    let file = folder + "/engine.so"
    try Data("the engine's bytes".utf8).write(to: URL(fileURLWithPath: file))
    return (folder, file, BuildCache(directory: folder + "/cache"))
  }

  @Test func aFactIsLearntOnceWhileTheFileIsUnchanged() async throws {
    let (folder, file, cache) = try scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let learner = Learner()
    let first = await cache.fact("sha256", of: file, settled: 0) { learner.learn(file) }
    let second = await cache.fact("sha256", of: file, settled: 0) { learner.learn(file) }
    #expect(first == StableHash.file(file))
    #expect(second == first)
    #expect(learner.count == 1)
  }

  @Test func aFileWrittenSinceIsLearntAgain() async throws {
    let (folder, file, cache) = try scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let learner = Learner()
    let before = await cache.fact("sha256", of: file, settled: 0) { learner.learn(file) }
    // Same size, other bytes, written in place.
    let handle = try #require(FileHandle(forWritingAtPath: file))
    try handle.write(contentsOf: Data("THE ENGINE'S BYTES".utf8))
    try handle.close()
    let after = await cache.fact("sha256", of: file, settled: 0) { learner.learn(file) }
    #expect(learner.count == 2)
    #expect(after == StableHash.file(file))
    #expect(after != before)
  }

  @Test func aFileReplacedByAnotherIsLearntAgain() async throws {
    let (folder, file, cache) = try scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let learner = Learner()
    _ = await cache.fact("sha256", of: file, settled: 0) { learner.learn(file) }
    let other = folder + "/other.so"
    try Data("another engine's bytes".utf8).write(to: URL(fileURLWithPath: other))
    #expect(rename(other, file) == 0)
    let after = await cache.fact("sha256", of: file, settled: 0) { learner.learn(file) }
    #expect(learner.count == 2)
    #expect(after == StableHash.key("another engine's bytes"))
  }

  @Test func aFileChangedJustNowIsNotKept() async throws {
    let (folder, file, cache) = try scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let learner = Learner()
    for _ in 0..<2 { _ = await cache.fact("sha256", of: file, settled: 3600) { learner.learn(file) } }
    #expect(learner.count == 2)
    #expect((try? FileManager.default.contentsOfDirectory(atPath: folder + "/cache/facts")) ?? [] == [])
  }

  @Test func aMissingFileOrOneThatCannotBeLearntKeepsNothing() async throws {
    let (folder, file, cache) = try scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let learner = Learner()
    let missing = folder + "/missing.so"
    for _ in 0..<2 { #expect(await cache.fact("sha256", of: missing, settled: 0) { learner.learn(missing) } == nil) }
    for _ in 0..<2 { #expect(await cache.fact("version", of: file, settled: 0) { nil } == nil) }
    #expect(learner.count == 2)
    #expect((try? FileManager.default.contentsOfDirectory(atPath: folder + "/cache/facts")) ?? [] == [])
  }

  @Test func anEditedFactIsNotBelieved() async throws {
    let (folder, file, cache) = try scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let learner = Learner()
    _ = await cache.fact("sha256", of: file, settled: 0) { learner.learn(file) }
    let facts = folder + "/cache/facts"
    let entries = try FileManager.default.contentsOfDirectory(atPath: facts)
    #expect(entries.count == 1)
    let entry = facts + "/" + entries[0]
    let sealed = try String(contentsOfFile: entry, encoding: .utf8)
    let forged = sealed.replacingOccurrences(of: StableHash.file(file)!, with: String(repeating: "0", count: 64))
    #expect(forged != sealed)
    try forged.write(toFile: entry, atomically: true, encoding: .utf8)
    let after = await cache.fact("sha256", of: file, settled: 0) { learner.learn(file) }
    #expect(after == StableHash.file(file))
    #expect(learner.count == 2)
  }

  @Test func theFingerprintIsTheSameWithTheCacheAndWithout() async throws {
    let folder = try makeTemporaryFolder("folio-facts-engine")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let engine = try TestEngine.location()
    let cache = BuildCache(directory: folder + "/cache")
    let plain = await engine.fingerprint()
    #expect(await engine.fingerprint(cache: cache) == plain)
    #expect(await engine.fingerprint(cache: cache) == plain)
  }
}
