import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioToolchain

/// `--shard I/N` checks a deterministic, balanced part of the book: the N parts are
/// disjoint, together hold every check, and a scenario's transcripts stay together.
@Suite struct ShardTests {
  @Test(arguments: [
    ("0/2", "--shard 0/2: shards count from 1, so I must be between 1 and 2"),
    ("3/2", "--shard 3/2: there are only 2 shards, so I must be between 1 and 2"),
    ("a/b", "--shard takes I/N, two whole numbers such as 1/4 (shard 1 of 4); got 'a/b'"),
    ("1/0", "--shard 1/0: N, the number of shards, must be at least 1"),
    ("1/", "--shard takes I/N, two whole numbers such as 1/4 (shard 1 of 4); got '1/'"),
    ("-1/2", "--shard takes I/N, two whole numbers such as 1/4 (shard 1 of 4); got '-1/2'"),
    (" 1/2", "--shard takes I/N, two whole numbers such as 1/4 (shard 1 of 4); got ' 1/2'"),
    ("1/2/3", "--shard takes I/N, two whole numbers such as 1/4 (shard 1 of 4); got '1/2/3'"),
    ("1/1001", "--shard 1/1001: N may be at most 1000"),
  ])
  func badShardValuesAreRefusedWithWhatIsWrong(_ value: String, _ message: String) {
    #expect(Shard.parse(value) == .failure(ShardError(message)))
  }

  @Test func goodShardValuesAreRead() {
    #expect(Shard.parse("1/1") == .success(Shard(index: 1, count: 1)))
    #expect(Shard.parse("3/4") == .success(Shard(index: 3, count: 4)))
    #expect(Shard(index: 2, count: 5).description == "2/5")
  }

  @Test func badShardValuesAreUsageErrorsThatExitTwoBeforeAnyWork() async throws {
    let folder = try makeTemporaryFolder("folio-shard")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for value in ["0/2", "3/2", "a/b", "1/0"] {
      let outcome = try await runFolio(["test", "chapters", "--shard", value, "--cache-dir", "cache"], in: folder)
      #expect(outcome.status == 2, "\(value): \(outcome.stderr)")
      #expect(outcome.stderr.hasPrefix("Error: --shard "), "\(outcome.stderr)")
      #expect(outcome.stderr.contains("Usage: folio test"))
      #expect(outcome.stdout.isEmpty)
    }
    #expect(!FileManager.default.fileExists(atPath: folder + "/cache"))
  }

  /// The ci fixture's chapters, extracted.
  static func chapters() throws -> [ExtractedChapter] {
    let folder = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/ci/chapters").path
    return BookLoader().load([folder]).book.chapters.map(ScenarioExtractor.extract)
  }

  /// What a check is, across parts: its chapter and location.
  static func checks(_ chapters: [ExtractedChapter]) -> [String] {
    chapters.flatMap { chapter in
      chapter.transcripts.map(\.location.description) + chapter.checks.map(\.location.description)
        + chapter.scenarios.filter(\.transcripts.isEmpty).map(\.location.description)
    }
  }

  @Test(arguments: [1, 2, 3, 4, 7, 20])
  func shardsPartitionTheChecksAndKeepAScenarioWhole(_ count: Int) throws {
    let chapters = try Self.chapters()
    let all = Self.checks(chapters)
    #expect(all.count == CIBook.checks)
    let plan = ShardPlan(units: ShardPlan.units(chapters), count: count)
    let parts = (1...count).map { Self.checks(plan.part(chapters, shard: $0)) }
    #expect(parts.flatMap { $0 }.sorted() == all.sorted(), "disjoint, and together every check")
    for index in 1...count {
      for chapter in plan.part(chapters, shard: index) {
        for scenario in chapter.scenarios {
          let original = try #require(
            chapters.first { $0.chapter.path == chapter.chapter.path }?.scenarios.first { $0.name == scenario.name })
          #expect(scenario.transcripts == original.transcripts, "a scenario's transcripts stay together")
        }
        // Diagnostics belong to the book: every shard has them all.
        #expect(chapter.diagnostics == chapters.first { $0.chapter.path == chapter.chapter.path }?.diagnostics)
      }
    }
    #expect(ShardPlan(units: ShardPlan.units(chapters), count: count) == plan, "deterministic")
  }

  /// A CI runner names the book however its checkout lies: the units, and so the plan
  /// and the costs it weighs by, are the same by any name.
  @Test func aBookNamedOtherwiseHasTheSameUnits() throws {
    let folder = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/ci").path
    let copy = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: copy) }
    try FileManager.default.copyItem(atPath: folder + "/chapters", toPath: copy + "/chapters")
    let here = ShardPlan.units(try Self.chapters())
    let there = ShardPlan.units(BookLoader().load([copy + "/./chapters/"]).book.chapters.map(ScenarioExtractor.extract))
    #expect(!here.isEmpty && here == there)
    #expect(here.allSatisfy { !$0.id.contains(folder) && !$0.id.contains(copy) }, "\(here.map(\.id))")
    #expect(ShardPlan(units: here, count: 2).digestText == ShardPlan(units: there, count: 2).digestText)
  }

  @Test func withoutCostsShardsAreBalancedByCheckCount() {
    let units = (1...9).map { ShardPlan.Unit(id: "c.md#scenario=s\($0)", checks: $0 % 3 + 1) }
    let plan = ShardPlan(units: units, count: 3)
    let loads = (1...3).map { index in plan.assignment.filter { $0.shard == index }.map(\.unit.checks).reduce(0, +) }
    #expect(loads == [6, 6, 6])
  }

  @Test func knownCostsBalanceTheShardsSoTheyFinishTogether() {
    let units = (1...6).map { ShardPlan.Unit(id: "u\($0)", checks: 1) }
    // One unit as slow as the five others together: alone in its shard.
    let costs = ["u1": 5.0, "u2": 1, "u3": 1, "u4": 1, "u5": 1, "u6": 1]
    let plan = ShardPlan(units: units, count: 2, costs: costs)
    #expect(plan.units(of: 1) == ["u1"])
    #expect(plan.units(of: 2) == ["u2", "u3", "u4", "u5", "u6"])
    // Different costs make a different plan, and a different digest text.
    #expect(ShardPlan(units: units, count: 2).digestText != plan.digestText)
  }

  @Test func aUnitWithoutACostWeighsTheMeanOfTheKnownOnesPerCheck() {
    let units = [
      ShardPlan.Unit(id: "known", checks: 1), ShardPlan.Unit(id: "new", checks: 4),
      ShardPlan.Unit(id: "small", checks: 1),
    ]
    // known: 2 s for its one check, so new weighs 8 s; small, unknown too, 2 s.
    let plan = ShardPlan(units: units, count: 2, costs: ["known": 2])
    #expect(plan.units(of: 1) == ["new"])
    #expect(plan.units(of: 2) == ["known", "small"])
  }

  @Test func moreShardsThanUnitsLeavesSomeEmptyAndThatPasses() throws {
    let units = [ShardPlan.Unit(id: "only", checks: 1)]
    let plan = ShardPlan(units: units, count: 3)
    #expect(plan.units(of: 1) == ["only"] && plan.units(of: 2).isEmpty && plan.units(of: 3).isEmpty)
  }

  @Test func costsAreRecordedByWholeRunsOnlyAndReadBack() throws {
    let folder = try makeTemporaryFolder("folio-costs")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cache = BuildCache(directory: folder)
    let unit = ShardPlan.Unit(id: "c.md#scenario=s", checks: 2)
    func check(_ line: Int, cached: Bool, seconds: Double) -> CheckResult {
      CheckResult(
        id: "c.md:\(line):1", kind: .transcript, unit: unit.id, chapter: "c.md", chapterTitle: "C", scenario: "s",
        location: SourceLocation(path: "c.md", line: line), outcome: .passed,
        timing: CheckTiming(compileSeconds: seconds, cached: cached))
    }
    func results(_ checks: [CheckResult]) -> BookResults {
      BookResults(
        book: .init(paths: ["c"], digest: "d", checks: 2), engine: nil, diagnostics: [], toolFailures: [],
        checks: checks, seconds: 1)
    }
    // A unit of which a check came from the cache says nothing of its cost.
    cache.recordCosts(results([check(3, cached: false, seconds: 1), check(9, cached: true, seconds: 0)]))
    #expect(cache.costs(of: [unit]).isEmpty)
    cache.recordCosts(results([check(3, cached: false, seconds: 1.5), check(9, cached: false, seconds: 0.25)]))
    #expect(cache.costs(of: [unit]) == [unit.id: 1.75])
    // An entry that does not match its seal is not believed.
    let entry = try #require(try FileManager.default.contentsOfDirectory(atPath: folder + "/costs").first)
    try write("garbage", to: folder + "/costs/" + entry)
    #expect(cache.costs(of: [unit]).isEmpty)
  }
}
