import FolioCore

/// How one code block of a chapter is drawn, given what was checked about it: Swift
/// highlighted by ``SwiftHighlighter``, a mark saying what the block was checked
/// against (or that it was not), the compiler's real message under a `compile-fail`
/// block, and a transcript's real run as steps. Each figure gets a stable anchor from
/// the page's ``PageAnchors``.
///
/// A mark names what was checked and against what (`✓ type-checked against ViewGraph`,
/// never a bare "verified"; the glyph is drawn by CSS); a `compile-fail` block, which
/// is right to fail, carries a `✗`, never a green `✓`. Two transcripts of one scenario on a page are told apart
/// in their captions (`run 1 of 2`).
struct CodeBlockHTML {
  /// The checked chapter the blocks belong to.
  let chapter: CheckedChapter
  /// The page's anchors.
  let anchors: PageAnchors
  /// The chapter's Swift blocks highlighted (each parsed once for both of its drawings).
  var highlighted = HighlightedCode()
  /// Whether exercises are drawn with their output shown (the print page).
  var revealsExercises = false

  /// The HTML of `code`, which starts at `block.line` of the chapter.
  func render(_ block: MarkdownBlock, _ code: MarkdownCodeBlock) -> String {
    // Hidden lines (`#- `) are compiled, never shown.
    let shown = HiddenLines.shown(code.literal)
    let swift = "<pre><code class=\"swift\">\(highlighted.html(shown))</code></pre>\n"
    switch chapter.block(for: code) {
    case .swift:
      return figure(
        "swift", anchor: "code", caption: "Swift",
        mark: verified(
          "type-checked against ViewGraph",
          title: "Type-checked against ViewGraph, the engine the examples run on, when this site was built"),
        body: swift)
    case .scenario(let name, let root):
      let rootText = root.map { " · root <code>\(HTML.escape($0))</code>" } ?? ""
      let isRun = chapter.extracted.scenarios.contains { $0.name == name && !$0.transcripts.isEmpty }
      if isProgram(name) {
        return figure(
          "scenario program", anchor: "program-\(HTML.slug(name))",
          caption: "Program <b>\(HTML.escape(name))</b>",
          mark: isRun
            ? verified("compiled and run", title: "Compiled and run by its transcript when this site was built")
            : verified("compiled", title: "Compiled when this site was built"), body: swift)
      }
      let mark =
        isRun
        ? verified(
          "compiled and run on ViewGraph",
          title:
            "Compiled against ViewGraph, the engine the examples run on, and run by this scenario's transcripts when this site was built"
        )
        : verified(
          "compiled against ViewGraph",
          title: "Compiled against ViewGraph, the engine the examples run on, when this site was built")
      return figure(
        "scenario", anchor: "scenario-\(HTML.slug(name))",
        caption: "Scenario <b>\(HTML.escape(name))</b>\(rootText)", mark: mark, body: swift)
    case .ignored:
      return figure(
        "ignored", anchor: "code", caption: "Swift",
        mark: "<span class=\"mark unchecked\" title=\"Shown as written; never compiled\">not checked</span>",
        body: swift)
    case .compileFail(let checked, _):
      guard case .fails(let expect) = checked.check.expectation else { return plain(code) }
      let messages = checked.compilerErrors.map { error -> String in
        let file = error.location.path.split(separator: "/").last.map(String.init) ?? error.location.path
        return "\(file):\(error.location.line):\(error.location.column): error: \(error.message)"
      }
      let compiler =
        "<div class=\"compiler\"><span class=\"compiler-label\">The compiler says</span><pre><code>\(HTML.escape(messages.joined(separator: "\n")))</code></pre></div>\n"
      let mark =
        "<span class=\"mark rejected\" title=\"Checked when this site was built: the compiler rejected this code with the message below, as the text says it must\">rejected by the compiler</span>"
      return figure(
        "compile-fail", anchor: "compile-fail", caption: "Does not compile: <q>\(HTML.escape(expect))</q>",
        mark: mark, body: swift + compiler)
    case .transcript(let run, _) where run.transcript.runsProgram:
      return program(run)
    case .transcript(let run, _):
      let scenario = run.transcript.scenario
      let anchor = anchors.claim("transcript-\(HTML.slug(scenario))")
      let steps = TranscriptHTML(run: run, anchor: anchor).render()
      let isExercise = run.transcript.exercise != nil
      return figure(
        isExercise ? "transcript exercise" : "transcript", claimed: anchor,
        caption: (isExercise ? "Predict the output of <b>" : "Transcript of <b>")
          + "\(HTML.escape(scenario))</b>\(runNumber(run))",
        mark: verified(
          "real output from ViewGraph",
          title:
            "Each step shows what the scenario really printed and drew when it ran on ViewGraph while this site was built; it matches the transcript in the chapter"
        ),
        body: isExercise ? ExerciseHTML(run: run, revealed: revealsExercises).render(answer: steps) : steps)
    case .plain:
      return plain(code)
    }
  }

  /// A program's transcript: what it printed, and the runtime's message when it
  /// trapped as its `traps=` said.
  private func program(_ run: TranscriptRun) -> String {
    let scenario = run.transcript.scenario
    var lines = run.real.outputLines(ofStep: 0).map { ConsoleLine.html($0.text, kind: $0.kind) }
    if let trap = run.trap { lines.append("<span class=\"line failure\">\(HTML.escape(trap))</span>") }
    let body = TranscriptHTML.printed(lines, TranscriptElision(run).shortened(inStep: 0)) + "\n"
    let traps = run.trap == nil ? "" : " · traps"
    let isExercise = run.transcript.exercise != nil
    return figure(
      isExercise ? "transcript program exercise" : "transcript program", anchor: "output-\(HTML.slug(scenario))",
      caption: (isExercise ? "Predict the output of <b>" : "Output of <b>") + "\(HTML.escape(scenario))</b>\(traps)",
      mark: verified(
        "real output of the program",
        title: "What the program really printed when it ran while this site was built; it matches the chapter"),
      body: isExercise ? ExerciseHTML(run: run, revealed: revealsExercises).render(answer: body) : body)
  }

  /// Whether the chapter's scenario `name` is a program (top-level code, no view):
  /// its blocks are captioned as a program's, not as a view scenario's.
  private func isProgram(_ name: String) -> Bool {
    chapter.extracted.scenarios.contains { $0.name == name && $0.isProgram }
  }

  private func verified(_ text: String, title: String) -> String {
    "<span class=\"mark verified\" title=\"\(HTML.escape(title))\">\(HTML.escape(text))</span>"
  }

  /// `, run 2 of 3` when the chapter has other transcripts of the run's scenario, so
  /// that no two captions on a page read the same.
  private func runNumber(_ run: TranscriptRun) -> String {
    let siblings = chapter.runs.filter { $0.transcript.scenario == run.transcript.scenario }
    guard siblings.count > 1,
      let index = siblings.firstIndex(where: { $0.transcript.address == run.transcript.address })
    else { return "" }
    return ", run \(index + 1) of \(siblings.count)"
  }

  /// What a reader sees of `code`'s figure besides the code, for search: `Scenario
  /// order`, `Transcript of order`; empty for a block drawn without a caption.
  func searchCaption(_ code: MarkdownCodeBlock) -> String {
    switch chapter.block(for: code) {
    case .swift, .ignored, .plain: return ""
    case .scenario(let name, _): return (isProgram(name) ? "Program " : "Scenario ") + name
    case .compileFail(let checked, _):
      guard case .fails(let expect) = checked.check.expectation else { return "" }
      return "Does not compile: \(expect)"
    case .transcript(let run, _) where run.transcript.exercise != nil:
      return "Predict the output of \(run.transcript.scenario)"
    case .transcript(let run, _): return "Transcript of \(run.transcript.scenario)"
    }
  }

  private func plain(_ code: MarkdownCodeBlock) -> String {
    let anchor = anchors.claim("code")
    return "<div class=\"plain-code\" id=\"\(anchor)\">\(SiteRenderer.plainCode(code))</div>"
  }

  private func figure(_ kind: String, anchor base: String, caption: String, mark: String, body: String) -> String {
    figure(kind, claimed: anchors.claim(base), caption: caption, mark: mark, body: body)
  }

  private func figure(_ kind: String, claimed anchor: String, caption: String, mark: String, body: String) -> String {
    """
    <figure class="block \(kind)" id="\(anchor)">
    <figcaption><span class="caption">\(caption)<a class="anchor" href="#\(anchor)" aria-label="Link to this block">#</a></span>\(mark)</figcaption>
    \(body)</figure>

    """
  }
}
