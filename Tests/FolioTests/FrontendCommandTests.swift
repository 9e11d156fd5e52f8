import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// Running swift-frontend with the plan swiftc makes, instead of swiftc.
@Suite struct FrontendCommandTests {
  @Test func theSourcesAndTheObjectAreFilledIn() {
    let command = FrontendCommand(
      executable: "/usr/bin/swift-frontend",
      template: ["-frontend", "-c", FrontendCommand.input, "-g", "-o", FrontendCommand.output])
    #expect(
      command.arguments(sources: ["/a.swift", "/b.swift"], object: "/m.o")
        == ["-frontend", "-c", "/a.swift", "/b.swift", "-g", "-o", "/m.o"])
  }

  @Test func aWordTheDriverQuotesIsTakenWithoutItsQuotesAndAnyOtherQuoteRefusesThePlan() {
    #expect(
      FrontendCommand.unquotedWords(
        "/bin/swift-frontend -load-plugin-executable '/e/ViewGraphMacros-tool#ViewGraphMacros'")
        == ["/bin/swift-frontend", "-load-plugin-executable", "/e/ViewGraphMacros-tool#ViewGraphMacros"])
    #expect(FrontendCommand.unquotedWords("/bin/swift-frontend -I '/a folder/Modules'") == nil)
    #expect(FrontendCommand.unquotedWords("/bin/swift-frontend -I '/a'b'") == nil)
    #expect(FrontendCommand.unquotedWords("/bin/swift-frontend -I \"/a\"") == nil)
    #expect(FrontendCommand.unquotedWords("/bin/swift-frontend -I /a\\ b") == nil)
    #expect(FrontendCommand.unquotedWords("/bin/swift-frontend '") == nil)
  }

  @Test func thePlanIsAskedOnceAndKeptWithoutItsProgram() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let engine = try TestEngine.location()
    let cache = BuildCache(directory: folder + "/cache")
    let fingerprint = await engine.fingerprint()
    let planned = try #require(
      await FrontendCommand.load(
        engine: engine, moduleCache: folder + "/modules", fingerprint: fingerprint, cache: cache))
    #expect(planned.executable == engine.toolchainBin + "/swift-frontend")
    #expect(planned.template.count(where: { $0 == FrontendCommand.input }) == 1)
    #expect(planned.template.count(where: { $0 == FrontendCommand.output }) == 1)
    #expect(planned.template.contains("SwiftUI=ViewGraph"))
    #expect(planned.template.contains(engine.directory + "/ViewGraphMacros-tool#ViewGraphMacros"))
    let plans = try FileManager.default.contentsOfDirectory(atPath: folder + "/cache/plans")
    #expect(plans.count == 1)
    let stored = String(
      decoding: try #require(FileManager.default.contents(atPath: folder + "/cache/plans/" + plans[0])), as: UTF8.self)
    #expect(!stored.contains("swift-frontend"), "the cache names the program to run")
    let again = await FrontendCommand.load(
      engine: engine, moduleCache: folder + "/modules", fingerprint: fingerprint, cache: cache)
    #expect(again == planned)
  }

  @Test func aForgedPlanIsNeverRunAndIsDiscarded() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let engine = try TestEngine.location()
    let cache = BuildCache(directory: folder + "/cache")
    let moduleCache = folder + "/modules"
    let fingerprint = await engine.fingerprint()
    let real = try #require(
      await FrontendCommand.load(engine: engine, moduleCache: moduleCache, fingerprint: fingerprint, cache: cache))
    let key = FrontendCommand.key(engine: engine, moduleCache: moduleCache, fingerprint: fingerprint)
    // Sealed as a real entry would be: only the policy stands between the plan and a run.
    cache.storeFrontendPlan(key, real.template + ["-load-plugin-executable", "/tmp/evil#Evil"])
    #expect(
      FrontendCommand.stored(engine: engine, moduleCache: moduleCache, fingerprint: fingerprint, cache: cache) == nil)
    #expect(cache.frontendPlan(key) == nil, "the forged plan is still in the cache")
    let again = await FrontendCommand.load(
      engine: engine, moduleCache: moduleCache, fingerprint: fingerprint, cache: cache)
    #expect(again == real)
  }
}
