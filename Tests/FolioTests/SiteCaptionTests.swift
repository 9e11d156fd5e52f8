import ScenarioWire
import Testing

@testable import FolioCore
@testable import FolioSite

/// A figure's caption tells it apart: two transcripts of one scenario on a page are
/// numbered, and what a caption says is found by search.
@Suite struct SiteCaptionTests {
  static let source = """
    # Captions

    ## Order

    ```swift scenario=order
    struct A: View { var body: some View { Text("a") } }
    ```

    ```transcript scenario=order
    > screen
    ```

    ```transcript scenario=order
    > unmount
    ```
    """

  static func files() throws -> [SiteFile] {
    let extracted = ScenarioExtractor.extract(try chapter(Self.source))
    let runs = extracted.transcripts.map { transcript in
      var real = RealTranscript(stepCount: 1)
      real.apply(.finished)
      return TranscriptRun(transcript: transcript, real: real, problems: [])
    }
    let book = BookChecker.check(
      [extracted], landingPage: nil, diagnostics: [], runs: runs, typechecked: [], scenarioTypechecks: [])
    return SiteRenderer().render(book)
  }

  @Test func twoTranscriptsOfOneScenarioAreNumberedInTheirCaptions() throws {
    let page = try #require(try Self.files().first { $0.path == "01-test.html" }).contents
    #expect(page.contains("Transcript of <b>order</b>, run 1 of 2<a class=\"anchor\" href=\"#transcript-order\""))
    #expect(page.contains("Transcript of <b>order</b>, run 2 of 2<a class=\"anchor\" href=\"#transcript-order-2\""))
  }

  @Test func searchFindsWhatACaptionSays() throws {
    let index = try #require(try Self.files().first { $0.path == "assets/search-index.js" }).contents
    #expect(index.contains("Scenario order"))
    #expect(index.contains("Transcript of order"))
  }
}
