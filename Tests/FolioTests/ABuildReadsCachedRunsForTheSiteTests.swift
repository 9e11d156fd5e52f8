import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioToolchain

/// A check whose runs a site will draw (`folio build`, `serve`) decodes each cached run's
/// screens and traces as it reads it, on the run stage's cores; a check alone defers them.
@Suite struct ABuildReadsCachedRunsForTheSiteTests {
  let books = BuildCacheTests()

  @Test func cachedRunsAreDecodedWholeOnlyWhenASiteWillBeDrawn() async throws {
    let folder = try books.book(2)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = try await books.check(folder)
    #expect(first.report.succeeded, "\(first.report.rendered)")
    for drawsSite in [false, true] {
      var options = BookCheckOptions(
        paths: [folder + "/chapters"], timeout: 20, workDirectory: folder + "/work", jobs: 2,
        engine: try TestEngine.location(), cacheDirectory: folder + "/cache",
        moduleCacheDirectory: TestEngine.moduleCache)
      options.drawsSite = drawsSite
      let again = await BookCheck(options: options).run()
      #expect(again.statistics.transcriptsCached == 2)
      let runs = again.book.runs
      #expect(runs.count == 2)
      #expect(runs.allSatisfy { $0.real.siteEventsDecoded == drawsSite }, "drawsSite \(drawsSite)")
      #expect(runs.allSatisfy { !$0.real.screens.isEmpty })
    }
  }
}
