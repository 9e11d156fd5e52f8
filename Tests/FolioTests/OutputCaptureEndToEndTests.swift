import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// Everything a scenario writes to standard output and error is its output, and its
/// code cannot forge the engine's events: fixture books through the real pipeline.
@Suite struct OutputCaptureEndToEndTests {
  let books = RobustnessEndToEndTests()

  @Test func everyByteWrittenIsOutputInOrderAtItsStep() async throws {
    let folder = try books.copyFixture("capture")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try await books.check(folder)
    let writers = result.report.outcomes.filter { outcome in
      result.runs.first { $0.transcript.location == outcome.location }?.transcript.scenario == "writers"
    }
    try #require(writers.count == 2)
    #expect(writers[0].passed, "\(writers[0].problems.map(\.message))")
    // Told without the bypassing writes, the same run fails.
    #expect(writers[1].problems.map(\.message) == ["transcript of scenario 'writers' does not match the real output"])

    let log = try #require(result.runs.first { $0.transcript.scenario == "foundation-log" })
    #expect(log.problems.isEmpty)
    // Foundation's own NSLog reaches the output with its banner: the wall clock's time
    // (Foundation reads it with `gettimeofday`, not the engine's clock) and the process
    // and thread identifiers, all different every run.
    let line = try #require(log.real.steps.first?.first)
    // The host's name carries its engine's digest: `folio-scenario-host-HASH[pid:tid]`.
    #expect(line.range(of: #" folio-scenario-host(-[0-9a-f]+)?\["#, options: .regularExpression) != nil, "\(line)")
    #expect(line.hasSuffix("] from Foundation"), "\(line)")
  }

  @Test func aScenarioCannotForgeItsEventsIntoAPass() async throws {
    let folder = try books.copyFixture("forgery")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try await books.check(folder)
    #expect(!result.report.succeeded)
    let run = try #require(result.runs.first)
    #expect(run.real.steps == [["real"]])
    #expect(
      run.problems.contains {
        if case .scenarioForgedEvents(_, "forger", _) = $0 { return true } else { return false }
      }, "\(run.problems.map(\.message))")
  }
}
