import Testing

@testable import FolioCore
@testable import FolioSite

/// The site shows a step's output shortened where the chapter shortened it with `...`:
/// the lines a `...` matched, by the comparison's own alignment, fold behind a
/// "… N more lines" disclosure, and only those.
@Suite struct TranscriptElisionTests {
  static let source = """
    # Elision

    ```swift scenario=a
    struct A: View { var body: some View { Text("a") } }
    ```

    ```transcript scenario=a
    first
    ...
    > tap "go"
    a
    ...
    z
    > screen
    ```
    """

  static func run(mount: [String], tap: [String]) throws -> TranscriptRun {
    let transcript = try #require(ScenarioExtractor.extract(try chapter(Self.source)).transcripts.first)
    var real = RealTranscript(stepCount: 2)
    for line in mount { real.apply(.output(step: 0, line: line)) }
    for line in tap { real.apply(.output(step: 1, line: line)) }
    real.apply(.finished)
    return TranscriptRun(transcript: transcript, real: real, problems: [])
  }

  @Test func theLinesAWildcardMatchedAreShortenedInTheirOwnStep() throws {
    let elision = TranscriptElision(try Self.run(mount: ["first", "m1", "m2"], tap: ["a", "b", "c", "z"]))
    #expect(elision.shortened(inStep: 0) == [1..<3])
    #expect(elision.shortened(inStep: 1) == [1..<3])
    #expect(elision.shortened(inStep: 2) == [])
  }

  @Test func aWildcardThatMatchedNothingShortensNothing() throws {
    let elision = TranscriptElision(try Self.run(mount: ["first"], tap: ["a", "z"]))
    #expect(elision.shortened(inStep: 0) == [])
    #expect(elision.shortened(inStep: 1) == [])
  }

  @Test func shortenedLinesFoldBehindADisclosureThatCountsThem() {
    let html = TranscriptHTML.shortenedOutput(["a", "b", "c", "d"], [1..<3])
    #expect(
      html
        == "<div class=\"output\"><pre><code>a</code></pre><details class=\"shortened\">"
        + "<summary title=\"Lines the chapter leaves out; open to read them\">… 2 more lines</summary>"
        + "<pre><code>b\nc</code></pre></details><pre><code>d</code></pre></div>")
    #expect(TranscriptHTML.shortenedOutput(["a", "b"], [1..<2]).contains("… 1 more line</summary>"))
  }

  @Test func theSitePageShowsTheStepShortenedAndKeepsEveryLine() throws {
    let run = try Self.run(mount: ["first", "m1", "m2"], tap: ["a", "b", "c", "z"])
    let html = TranscriptHTML(run: run, anchor: "t").render()
    #expect(html.components(separatedBy: "<details class=\"shortened\">").count - 1 == 2)
    for line in ["m1", "m2", "b", "c"] { #expect(html.contains("<span class=\"line\">\(line)</span>")) }
    let unshortened = TranscriptHTML(run: try Self.run(mount: ["first"], tap: ["a", "z"]), anchor: "t").render()
    #expect(!unshortened.contains("shortened"))
  }
}
