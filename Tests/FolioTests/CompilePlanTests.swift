import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// The compile strategy: batches for many scenarios, alone for a few.
@Suite struct CompilePlanTests {
  @Test func aFewScenariosCompileAloneInParallel() {
    let plan = CompilePlan.make(sizes: [100, 200], batchable: [true, true], jobs: 2)
    #expect(plan.modules.sorted { $0[0] < $1[0] } == [[0], [1]])
  }

  @Test func manyScenariosCompileInOneBatchPerCore() {
    let plan = CompilePlan.make(
      sizes: Array(repeating: 500, count: 40), batchable: Array(repeating: true, count: 40), jobs: 2)
    #expect(plan.modules.count == 2)
    #expect(plan.modules.map(\.count).sorted() == [20, 20])
    #expect(Set(plan.modules.flatMap { $0 }) == Set(0..<40))
  }

  @Test func batchesStayBelowTheirLargestSize() {
    let count = 2 * CompilePlan.maxBatchSize + 1
    let plan = CompilePlan.make(
      sizes: Array(repeating: 500, count: count), batchable: Array(repeating: true, count: count), jobs: 2)
    #expect(plan.modules.allSatisfy { $0.count <= CompilePlan.maxBatchSize })
    #expect(plan.modules.count == 4, "a multiple of the cores")
    #expect(plan.modules.flatMap { $0 }.sorted() == Array(0..<count))
  }

  @Test func aBookThatFitsOneRoundCompilesInOneRound() {
    // Two batches of 51 in one round, not four of about 25 in two: every round waits
    // for its slowest module, its links and new sandboxes.
    let plan = CompilePlan.make(
      sizes: Array(repeating: 500, count: 102), batchable: Array(repeating: true, count: 102), jobs: 2)
    #expect(plan.modules.map(\.count) == [51, 51])
  }

  @Test func scenariosThatCannotShareAModuleCompileAlone() {
    let plan = CompilePlan.make(sizes: [1, 1, 1, 1, 1], batchable: [true, false, true, true, true], jobs: 2)
    #expect(plan.modules.contains([1]))
    #expect(!plan.modules.contains { $0.count > 1 && $0.contains(1) })
  }

  @Test func batchesAreBalancedBySize() {
    // One large scenario and many small ones: the large one gets a batch of its own weight.
    let sizes = [20_000] + Array(repeating: 1_000, count: 20)
    let plan = CompilePlan.make(sizes: sizes, batchable: Array(repeating: true, count: 21), jobs: 2)
    let totals = plan.modules.map { $0.reduce(0) { $0 + sizes[$1] + CompilePlan.fixedCost } }
    #expect(totals.max()! - totals.min()! <= 1_000 + CompilePlan.fixedCost)
    #expect(plan.modules.first!.contains(0), "the longest compile starts first")
  }
}
