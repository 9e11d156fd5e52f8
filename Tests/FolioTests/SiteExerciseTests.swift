import ScenarioWire
import Testing

@testable import FolioCore
@testable import FolioSite

/// A transcript marked `exercise=predict` is parsed into the transcript, drawn on a
/// chapter page with its actions shown and its output inside a closed disclosure, and
/// drawn open on the print page; a transcript without it is drawn as before.
@Suite struct SiteExerciseTests {
  static let source = """
    # Exercises

    ```swift scenario=counter
    struct Counter: View {
      @State private var count = 0
      var body: some View { Button("Add") { count += 1; print("count", count) } }
    }
    ```

    ```transcript scenario=counter exercise=predict
    > tap "Add"
    count 1
    > tap "Add"
    count 2
    ```

    ```transcript scenario=counter
    > tap "Add"
    count 1
    ```

    ```swift scenario=sum
    print(1 + 2)
    ```

    ```transcript scenario=sum exercise=predict
    3
    ```
    """

  static func extracted() throws -> ExtractedChapter {
    ScenarioExtractor.extract(try chapter(Self.source))
  }

  static func files() throws -> [SiteFile] {
    let extracted = try Self.extracted()
    let runs = extracted.transcripts.map { transcript in
      var real = RealTranscript(stepCount: transcript.steps.count)
      if transcript.runsProgram {
        real.apply(.output(step: 0, line: "3"))
      } else {
        for step in 1...transcript.steps.count { real.apply(.output(step: step, line: "count \(step)")) }
      }
      real.apply(.finished)
      return TranscriptRun(transcript: transcript, real: real, problems: [])
    }
    let book = BookChecker.check(
      [extracted], landingPage: nil, diagnostics: [], runs: runs, typechecked: [], scenarioTypechecks: [])
    return SiteRenderer().render(book)
  }

  static func page(_ path: String) throws -> String {
    try #require(try Self.files().first { $0.path == path }).contents
  }

  /// The HTML of the figure whose id is `id`, from its opening tag.
  static func figure(_ id: String, in page: String) throws -> Substring {
    let id = try #require(page.range(of: "id=\"\(id)\""))
    let start = try #require(page[..<id.lowerBound].range(of: "<figure ", options: .backwards))
    let rest = page[start.lowerBound...]
    let end = try #require(rest.range(of: "</figure>"))
    return rest[..<end.upperBound]
  }

  @Test func theAttributeReachesTheTranscript() throws {
    let transcripts = try Self.extracted().transcripts
    #expect(transcripts.map(\.exercise) == [.predict, nil, .predict])
    #expect(try Self.extracted().diagnostics.isEmpty)
  }

  @Test func anExerciseShowsItsActionsAndHidesItsOutputUntilAsked() throws {
    let page = try Self.page("01-test.html")
    let exercise = try Self.figure("transcript-counter", in: page)
    #expect(exercise.contains("<figure class=\"block transcript exercise\""))
    #expect(exercise.contains("Predict the output of <b>counter</b>, run 1 of 2"))
    // The actions, before the disclosure, numbered as the steps they become.
    let prompt = try #require(exercise.range(of: "<details class=\"reveal\">"))
    let before = exercise[..<prompt.lowerBound]
    #expect(before.contains("<span class=\"step-no\">1</span><code>tap &quot;Add&quot;</code>"))
    #expect(before.contains("<span class=\"step-no\">2</span><code>tap &quot;Add&quot;</code>"))
    #expect(!before.contains("count 1"))
    // The output, only inside the closed disclosure, its summary the control.
    let after = exercise[prompt.upperBound...]
    #expect(after.hasPrefix("<summary><span class=\"reveal-show\">Reveal the verified output</span>"))
    #expect(after.contains("count 1") && after.contains("count 2"))
    #expect(after.contains("<ol class=\"steps\">"))
  }

  @Test func anOrdinaryTranscriptIsDrawnAsBefore() throws {
    let page = try Self.page("01-test.html")
    let plain = try Self.figure("transcript-counter-2", in: page)
    #expect(plain.contains("<figure class=\"block transcript\""))
    #expect(plain.contains("Transcript of <b>counter</b>, run 2 of 2"))
    #expect(!plain.contains("details class=\"reveal\""))
    #expect(!plain.contains("exercise-prompt"))
  }

  @Test func aProgramExerciseHidesWhatItPrinted() throws {
    let page = try Self.page("01-test.html")
    let program = try Self.figure("output-sum", in: page)
    #expect(program.contains("<figure class=\"block transcript program exercise\""))
    #expect(program.contains("What does the program above print?"))
    let reveal = try #require(program.range(of: "<details class=\"reveal\">"))
    #expect(!program[..<reveal.lowerBound].contains("<pre class=\"output\">"))
    #expect(
      program[reveal.upperBound...].contains("<pre class=\"output\"><code><span class=\"line\">3</span></code></pre>"))
  }

  @Test func thePrintPageShowsEveryAnswer() throws {
    let print = try Self.page("print.html")
    #expect(print.components(separatedBy: "<details class=\"reveal\" open>").count == 3)
    #expect(!print.contains("<details class=\"reveal\">"))
  }

  @Test func searchFindsAnExerciseByItsCaption() throws {
    let index = try Self.page("assets/search-index.js")
    #expect(index.contains("Predict the output of counter"))
  }
}
