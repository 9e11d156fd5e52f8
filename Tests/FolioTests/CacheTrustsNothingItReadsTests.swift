import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// The cache trusts nothing it reads: an entry that is corrupt, cut short, edited or
/// copied from another key is found out, discarded and built again, and the build's
/// result is the one a build with no cache gives. Each test spoils a warm cache the way
/// an accident or someone with write access to it would, then checks again.
@Suite struct CacheTrustsNothingItReadsTests {
  let books = BuildCacheTests()

  /// Every regular file under `folder`, recursively.
  func files(in folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var found: [String] = []
    while let name = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), !isFolder.boolValue {
        found.append(folder + "/" + name)
      }
    }
    return found.sorted()
  }

  func text(_ path: String) throws -> String {
    String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
  }

  @Test func aVerdictFlippedFromFailedToOkIsNotBelieved() async throws {
    let folder = try makeTemporaryFolder("folio-trust")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write(
      "# Broken\n\n```swift\nlet x: Int = \"not a number\"\n```\n", to: folder + "/chapters/01-cached.md")
    let first = try await books.check(folder)
    #expect(!first.report.succeeded)
    let verdicts = files(in: folder + "/cache/checks")
    #expect(verdicts.count == 1)
    for path in verdicts {
      try write(try text(path).replacingOccurrences(of: "failed\n", with: "ok\n"), to: path)
    }
    let second = try await books.check(folder)
    #expect(!second.report.succeeded, "a block that does not compile passed on a forged verdict")
    #expect(second.report.outcomes.flatMap(\.problems).contains { $0.message.contains("cannot convert") })
  }

  @Test func aTruncatedLibraryIsBuiltAgainNotLoaded() async throws {
    let folder = try books.book(2)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = try await books.check(folder)
    #expect(first.report.succeeded, "\(first.report.rendered)")
    let libraries = files(in: folder + "/cache/libraries")
    #expect(!libraries.isEmpty)
    for path in libraries {
      let bytes = try #require(FileManager.default.contents(atPath: path))
      try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
    }
    // Without cached runs the libraries must be loaded again.
    try FileManager.default.removeItem(atPath: folder + "/cache/runs")
    let second = try await books.check(folder)
    #expect(second.report.succeeded, "\(second.report.rendered)")
    #expect(second.statistics.scenariosCompiled == 2)
  }

  @Test func aRunsEventsForgedFromAnotherKeyAreNotBelieved() async throws {
    let folder = try books.book(2)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = try await books.check(folder)
    #expect(first.report.succeeded, "\(first.report.rendered)")
    let runs = files(in: folder + "/cache/runs")
    let one = try #require(try runs.first { try text($0).contains("tapped 1 1") })
    let two = try #require(try runs.first { try text($0).contains("tapped 2 1") })
    // The first scenario's run now holds the second's events, whole and well formed.
    try FileManager.default.removeItem(atPath: one)
    try FileManager.default.copyItem(atPath: two, toPath: one)
    let second = try await books.check(folder)
    #expect(second.report.succeeded, "a forged run was believed: \(second.report.rendered)")
    #expect(second.statistics.transcriptsRun == 1)
    #expect(second.runs.flatMap(\.realLines).contains("tapped 1 1"))
  }

  @Test func garbageInEveryEntryIsDiscardedAndRebuilt() async throws {
    let folder = try books.book(3)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write(
      try books.chapter(folder) + "\n```swift\nlet answer = 42\n```\n\n```swift\nlet wrong: Int = \"x\"\n```\n",
      to: folder + "/chapters/01-cached.md")
    let clean = try await books.check(folder)
    let entries = files(in: folder + "/cache")
    #expect(entries.count >= 8)
    for (index, path) in entries.enumerated() {
      try write("ok\n{\"garbage\": \(index)}\n", to: path)
    }
    let spoiled = try await books.check(folder)
    #expect(spoiled.report.outcomes.map(\.problems.isEmpty) == clean.report.outcomes.map(\.problems.isEmpty))
    #expect(spoiled.report.outcomes.filter { !$0.problems.isEmpty }.count == 1)
    #expect(spoiled.statistics.scenariosCompiled == 3)
    #expect(spoiled.statistics.transcriptsRun == 3)
    #expect(spoiled.runs.map(\.realLines) == clean.runs.map(\.realLines))
  }

  @Test func noProgramPlantedInTheCacheIsEverRun() async throws {
    let folder = try books.book(2)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = try await books.check(folder)
    #expect(first.report.succeeded, "\(first.report.rendered)")
    let marker = folder + "/planted-program-ran"
    let planted = "#!/bin/sh\ntouch '\(marker)'\n"
    // Every executable file in the cache, and a host where the cache used to keep one,
    // becomes a program that leaves a mark if anyone runs it.
    let executables = files(in: folder + "/cache").filter { FileManager.default.isExecutableFile(atPath: $0) }
    #expect(!executables.isEmpty)
    for path in executables + [folder + "/cache/host/planted/folio-scenario-host"] {
      try write(planted, to: path)
      chmod(path, 0o755)
    }
    try FileManager.default.removeItem(atPath: folder + "/cache/runs")
    let second = try await books.check(folder)
    #expect(!FileManager.default.fileExists(atPath: marker), "a program from the cache ran")
    #expect(second.report.succeeded, "\(second.report.rendered)")
  }
}
