import Foundation
import Testing

@testable import Folio

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

  @Test func thePlanIsAskedOnceAndKept() async throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let engine = try TestEngine.location()
    let cache = BuildCache(directory: folder + "/cache")
    let planned = try #require(await FrontendCommand.load(engine: engine, moduleCache: folder + "/modules", cache: cache))
    #expect(planned.executable.hasSuffix("swift-frontend"))
    #expect(planned.template.count(where: { $0 == FrontendCommand.input }) == 1)
    #expect(planned.template.count(where: { $0 == FrontendCommand.output }) == 1)
    #expect(planned.template.contains("SwiftUI=ViewGraph"))
    let plans = try FileManager.default.contentsOfDirectory(atPath: folder + "/cache/plans")
    #expect(plans.count == 1)
    let again = await FrontendCommand.load(engine: engine, moduleCache: folder + "/modules", cache: cache)
    #expect(again == planned)
  }
}
