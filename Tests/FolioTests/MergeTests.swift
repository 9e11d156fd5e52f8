import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioToolchain

/// `folio merge` makes the shards' results one run's: the same checks, report and exit
/// status as the unsharded run, and refuses what would not add up to that.
@Suite struct MergeTests {
  /// Shard `index` of `count` holding checks at `lines` of a book with `total` checks.
  static func shard(
    _ index: Int, of count: Int, lines: [Int], total: Int = 2, digest: String = "book", engine: String? = "engine",
    plan: String = "plan", outcome: CheckResult.Outcome = .passed
  ) -> BookResults {
    BookResults(
      book: .init(paths: ["chapters"], digest: digest, checks: total), engine: engine,
      shard: .init(index: index, count: count, plan: plan), diagnostics: [], toolFailures: [],
      checks: lines.map { line in
        CheckResult(
          id: "c.md:\(line):1", kind: .swiftBlock, unit: "c.md:\(line):1", chapter: "c.md", chapterTitle: "C",
          scenario: nil, location: SourceLocation(path: "c.md", line: line), outcome: outcome)
      }, seconds: Double(index))
  }

  static func refusal(_ parts: [BookResults]) -> String? {
    do {
      _ = try ResultsMerge.merge(parts.enumerated().map { ("s\($0.offset + 1).json", $0.element) })
      return nil
    } catch {
      return error.message
    }
  }

  @Test func shardsOfOneSplitMergeIntoOneRun() throws {
    let merged = try ResultsMerge.merge([
      ("b.json", Self.shard(2, of: 2, lines: [9])), ("a.json", Self.shard(1, of: 2, lines: [3])),
    ])
    #expect(merged.checks.map(\.location.line) == [3, 9])
    #expect(merged.shard == nil && merged.mergedShards == 2 && merged.seconds == 2)
    #expect(merged.summary == "2 passed, 0 failed" && merged.exitStatus == .agreed)
  }

  @Test func resultsThatDoNotAddUpToOneRunAreRefused() {
    #expect(Self.refusal([]) == "no results to merge")
    #expect(
      Self.refusal([Self.shard(1, of: 2, lines: [3]), Self.shard(2, of: 2, lines: [9], digest: "other")])
        == "s2.json and s1.json are results of different books (other chapters, or the same given another way)")
    #expect(
      Self.refusal([Self.shard(1, of: 2, lines: [3]), Self.shard(2, of: 2, lines: [9], engine: "newer")])
        == "s2.json and s1.json were checked with different compilers or engines")
    #expect(
      Self.refusal([Self.shard(1, of: 2, lines: [3]), Self.shard(2, of: 3, lines: [9])])
        == "s2.json is shard 2/3 but s1.json is shard 1/2: the book was split in different numbers of shards")
    #expect(
      Self.refusal([Self.shard(1, of: 2, lines: [3]), Self.shard(2, of: 2, lines: [9], plan: "costlier")])
        == "s2.json and s1.json split the book differently: their caches held different costs")
    #expect(
      Self.refusal([Self.shard(1, of: 2, lines: [3]), Self.shard(1, of: 2, lines: [3])])
        == "shard 1/2 is given twice: s1.json and s2.json")
    #expect(Self.refusal([Self.shard(1, of: 2, lines: [3])]) == "shard 2/2 is missing")
    #expect(Self.refusal([Self.shard(2, of: 4, lines: [3])]) == "shards 1/4, 3/4, 4/4 are missing")
    #expect(
      Self.refusal([Self.shard(1, of: 2, lines: [3]), Self.shard(2, of: 2, lines: [3])])
        == "check c.md:3:1 is in both s1.json and s2.json")
    #expect(
      Self.refusal([Self.shard(1, of: 2, lines: [3], total: 3), Self.shard(2, of: 2, lines: [9], total: 3)])
        == "the shards hold 2 checks but the book has 3")
    var whole = Self.shard(1, of: 1, lines: [3, 9])
    whole.shard = nil
    #expect(Self.refusal([whole]) == "s1.json holds the results of a whole book, not of a shard")
  }

  @Test func mergeRefusalsAreUsageErrorsThatExitTwo() async throws {
    let book = try await CIBook()
    defer { book.remove() }
    let encoder = JSONEncoder()
    try encoder.encode(Self.shard(1, of: 2, lines: [3])).write(to: URL(fileURLWithPath: book.folder + "/a.json"))
    let missing = try await book.merge(["a.json", "--junit", "j.xml"])
    #expect(missing.status == 2)
    #expect(missing.stderr.hasPrefix("Error: shard 2/2 is missing\nhint: give the results of all 2 shards\n"))
    #expect(missing.stderr.contains("Usage: folio merge"))
    #expect(!FileManager.default.fileExists(atPath: book.folder + "/j.xml"))
    let unreadable = try await book.merge(["a.json", "nope.json"])
    #expect(unreadable.status == 2 && unreadable.stderr.hasPrefix("Error: cannot read nope.json"))
    try write("not json", to: book.folder + "/bad.json")
    let bad = try await book.merge(["bad.json"])
    #expect(bad.status == 2 && bad.stderr.hasPrefix("Error: bad.json is not a folio-results file"), "\(bad.stderr)")
  }

  /// The results with what differs from run to run (timings) left out.
  static func comparable(_ results: BookResults) -> BookResults {
    var results = results
    results.checks = results.checks.map { check in
      var check = check
      check.timing = CheckTiming()
      return check
    }
    results.seconds = 0
    results.shard = nil
    results.mergedShards = nil
    return results
  }

  @Test(arguments: [2, 3])
  func mergingTheShardsEqualsTheUnshardedRun(_ count: Int) async throws {
    let book = try await CIBook()
    defer { book.remove() }
    let whole = try await book.folio(["test", "book/chapters", "--json", "whole.json"])
    #expect(whole.status == 1)
    var names: [String] = []
    var held = 0
    for index in 1...count {
      let name = "shard-\(index).json"
      let outcome = try await book.folio(["test", "book/chapters", "--shard", "\(index)/\(count)", "--json", name])
      // Each shard fails: the book's own errors and warnings are every shard's.
      #expect(outcome.status <= 1, "\(outcome.stdout)")
      let part = try book.results(name)
      #expect(part.shard?.index == index && part.shard?.count == count)
      held += part.checks.count
      names.append(name)
    }
    #expect(held == CIBook.checks)
    let merged = try await book.merge(names.reversed() + ["--json", "merged.json", "--junit", "merged.xml"])
    let unsharded = try book.results("whole.json")
    let combined = try book.results("merged.json")
    #expect(merged.status == whole.status)
    #expect(merged.stdout == whole.stdout, "the same report")
    #expect(Self.comparable(combined) == Self.comparable(unsharded))
    #expect(combined.mergedShards == count)
    let root = try validatedJUnit(book.folder + "/merged.xml").root
    #expect(root.attributes["tests"] == "10" && root.attributes["failures"] == "5")
  }

  @Test func aMergeRecordsTheShardsCostsForTheNextSplit() async throws {
    let book = try await CIBook()
    defer { book.remove() }
    // Cold, so the shards measure every unit.
    try FileManager.default.removeItem(atPath: book.folder + "/cache")
    let before = InterruptionTests().snapshot(book.folder + "/cache/costs")
    for index in 1...2 {
      _ = try await book.folio(["test", "book/chapters", "--shard", "\(index)/2", "--json", "s\(index).json"])
    }
    // Shards record nothing: every shard must plan from the same costs.
    #expect(InterruptionTests().snapshot(book.folder + "/cache/costs") == before)
    _ = try await book.merge(["s1.json", "s2.json", "--cache-dir", "costs-cache"])
    let costs = try FileManager.default.contentsOfDirectory(atPath: book.folder + "/costs-cache/costs")
    #expect(costs.count == 10, "one per unit: 7 scenarios (one without transcripts) and 3 blocks")
  }
}
