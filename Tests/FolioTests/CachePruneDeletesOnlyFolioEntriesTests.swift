import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioToolchain

/// `folio cache prune` deletes only what folio wrote in its cache: a `--cache-dir` that
/// is not a folio cache (the root, a home folder, the chapters folder, a folder with a
/// file folio never writes) is a usage error and loses nothing; a link planted in the
/// cache is deleted as a link, its target untouched; a concurrent writer's fresh
/// temporary file is left to it.
@Suite struct CachePruneDeletesOnlyFolioEntriesTests {
  /// A cache in a fresh folder with one sealed entry of each of a few kinds.
  func cache() throws -> (folder: String, cache: BuildCache) {
    let folder = try makeTemporaryFolder("folio-prune-safe")
    let cache = BuildCache(directory: folder + "/cache")
    cache.storeRun(StableHash.key("run"), events: "{}")
    cache.storeCheck(StableHash.key("check"), succeeded: true, output: "")
    cache.store(Data("fact".utf8), as: .facts, key: StableHash.key("fact"))
    return (folder, cache)
  }

  @Test func theRootIsNotACache() async throws {
    #expect(throws: CacheRefusal.self) { try CacheContents.list("/") }
    let folder = try makeTemporaryFolder("folio-prune-root")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outcome = try await runFolio(["cache", "stats", "--cache-dir", "/"], in: folder)
    #expect(outcome.status == 2, "\(outcome.stdout)\(outcome.stderr)")
  }

  @Test func aHomeFolderIsRefusedAndKeepsEverything() async throws {
    let folder = try makeTemporaryFolder("folio-prune-home")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("export A=1\n", to: folder + "/home/.profile")
    try write("notes\n", to: folder + "/home/Documents/notes.txt")
    let outcome = try await runFolio(["cache", "prune", "--cache-dir", "home", "--all"], in: folder)
    #expect(outcome.status == 2, "\(outcome.stdout)\(outcome.stderr)")
    #expect(outcome.stderr.contains("Error: refusing to treat 'home' as folio's cache: it holds"), "\(outcome.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder + "/home/.profile"))
    #expect(FileManager.default.fileExists(atPath: folder + "/home/Documents/notes.txt"))
  }

  @Test func aFolderWithAFileFolioNeverWritesIsRefused() async throws {
    let (folder, _) = try cache()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("mine\n", to: folder + "/cache/runs/README.txt")
    let outcome = try await runFolio(["cache", "prune", "--cache-dir", "cache", "--all"], in: folder)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("it holds 'runs/README.txt'"), "\(outcome.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder + "/cache/runs/\(StableHash.key("run")).jsonl"))
  }

  @Test func theChaptersFolderIsRefused() async throws {
    let folder = try makeTemporaryFolder("folio-prune-chapters")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("# A\n", to: folder + "/chapters/01-a.md")
    let outcome = try await runFolio(["cache", "prune", "--cache-dir", "chapters", "--all"], in: folder)
    #expect(outcome.status == 2, "\(outcome.stdout)\(outcome.stderr)")
    #expect(outcome.stderr.contains("the chapters folder"), "\(outcome.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder + "/chapters/01-a.md"))
  }

  @Test func aPlantedLinkIsDeletedAsALinkAndItsTargetSurvives() async throws {
    let (folder, _) = try cache()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("precious\n", to: folder + "/outside/precious.txt")
    try FileManager.default.createDirectory(atPath: folder + "/outside/tree", withIntermediateDirectories: true)
    try write("deep\n", to: folder + "/outside/tree/deep.txt")
    let file = folder + "/cache/runs/\(StableHash.key("link-to-file")).jsonl"
    let tree = folder + "/cache/checks/\(StableHash.key("link-to-tree")).txt"
    try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: folder + "/outside/precious.txt")
    try FileManager.default.createSymbolicLink(atPath: tree, withDestinationPath: folder + "/outside/tree")
    let outcome = try await runFolio(["cache", "prune", "--cache-dir", "cache", "--all"], in: folder)
    #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    #expect(outcome.stdout.contains("removed: 5 entries"), "\(outcome.stdout)")
    #expect(outcome.stdout.contains("left: 0 entries, 0 bytes"), "\(outcome.stdout)")
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: file)) == nil)
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: tree)) == nil)
    #expect(FileManager.default.contents(atPath: folder + "/outside/precious.txt") == Data("precious\n".utf8))
    #expect(FileManager.default.contents(atPath: folder + "/outside/tree/deep.txt") == Data("deep\n".utf8))
  }

  @Test func aLinkBesideTheKindFoldersIsRefused() throws {
    let (folder, _) = try cache()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createSymbolicLink(atPath: folder + "/cache/elsewhere", withDestinationPath: folder)
    #expect(throws: CacheRefusal.self) { try CacheContents.list(folder + "/cache") }
  }

  @Test func aFreshTemporaryFileIsLeftToItsWriterAndAStaleOneGoes() throws {
    let (folder, _) = try cache()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fresh = folder + "/cache/runs/.\(StableHash.key("fresh")).jsonl.1-A.tmp"
    let stale = folder + "/cache/runs/.\(StableHash.key("stale")).jsonl.2-B.tmp"
    try write("half", to: fresh)
    try write("half", to: stale)
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -120)], ofItemAtPath: stale)
    let report = CachePruner(try CacheContents.list(folder + "/cache")).prune(to: ByteSize(bytes: 0))
    #expect(FileManager.default.fileExists(atPath: fresh))
    #expect(!FileManager.default.fileExists(atPath: stale))
    #expect(report.left.count == 1)
    #expect(report.removed.count == 4)
  }

  @Test func aMissingCacheIsEmptyNotAnError() async throws {
    let folder = try makeTemporaryFolder("folio-prune-missing")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outcome = try await runFolio(["cache", "prune", "--cache-dir", "cache"], in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout == "removed: 0 entries, 0 bytes (0 bytes)\nleft: 0 entries, 0 bytes (0 bytes) in cache\n")
    #expect(!FileManager.default.fileExists(atPath: folder + "/cache"))
  }
}
