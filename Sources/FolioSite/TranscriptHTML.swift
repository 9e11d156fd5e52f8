import FolioCore
import Foundation
import ScenarioWire

/// Draws one transcript's real run as steps: the action, what that step really
/// printed (warnings styled apart), and the screen after it as a device frame.
///
/// Every step is in the markup in order, so a page without JavaScript shows the whole
/// run; the page's script turns the hidden stepper on and opens it at the last step,
/// the outcome the text goes on to discuss, from where the reader can step back.
/// Output lines the chapter shortened with `...` are shortened here too, behind a
/// "… N more lines" disclosure (``TranscriptElision``).
struct TranscriptHTML {
  /// The run to draw: the transcript as written and what the scenario really did.
  let run: TranscriptRun
  /// The transcript's anchor; each step's is `ANCHOR-step-N` (0 is the first showing).
  let anchor: String

  /// The steps, the stepper, and the run as plain text.
  func render() -> String {
    let real = run.real
    let elision = TranscriptElision(run)
    var steps: [String] = []
    steps.append(
      step(
        number: 0, action: nil, output: real.outputLines(ofStep: 0), shortened: elision.shortened(inStep: 0),
        failure: nil, screen: real.screens[0], caption: "Screen when first shown", trace: real.traces[0]))
    for (index, written) in run.transcript.steps.enumerated() {
      let number = index + 1
      steps.append(
        step(
          number: number, action: Self.actionText(written.source),
          output: real.outputLines(ofStep: number), shortened: elision.shortened(inStep: number),
          failure: real.actionFailures[number]?.message,
          screen: real.screens[number], caption: "Screen after step \(number)", trace: real.traces[number]))
    }
    let count = steps.count
    let stepper = """
      <div class="stepper" hidden>\
      <button type="button" class="step-prev" aria-label="Previous step">‹</button>\
      <span class="step-count" aria-live="polite">Step 1 of \(count)</span>\
      <button type="button" class="step-next" aria-label="Next step">›</button>\
      <button type="button" class="step-all">Show all</button>\
      </div>

      """
    let text = run.realLines.map(HTML.escape).joined(separator: "\n")
    return stepper + "<ol class=\"steps\">\n" + steps.joined() + "</ol>\n"
      + "<details class=\"as-text\"><summary>The run as text</summary><pre><code>\(text)</code></pre></details>\n"
  }

  private func step(
    number: Int, action: String?, output: [OutputLine], shortened: [Range<Int>], failure: String?,
    screen: [ScreenElement]?, caption: String, trace: UpdateTrace?
  ) -> String {
    let head =
      action.map {
        "<div class=\"action\"><span class=\"step-no\">\(number)</span><code>\(HTML.escape($0))</code></div>"
      }
      ?? "<div class=\"action mount\"><span class=\"step-no\">0</span>shown for the first time</div>"
    var lines = output.map { ConsoleLine.html($0.text, kind: $0.kind) }
    if let failure { lines.append("<span class=\"line failure\">\(HTML.escape(failure))</span>") }
    let printed = Self.printed(lines, shortened)
    let frame = screen.map { ScreenFrameHTML.frame($0, caption: caption) } ?? ""
    let stepAnchor = "\(anchor)-step-\(number)"
    let update = trace.map { UpdateTraceHTML(trace: $0, anchor: stepAnchor, step: number).render() } ?? ""
    return
      "<li class=\"step\" id=\"\(stepAnchor)\">\n<div class=\"step-log\">\(head)\(printed)\(update)</div>\(frame)</li>\n"
  }

  /// A step's output lines (already HTML) as a reader sees them: "prints nothing", the
  /// lines, or the lines with the chapter's `...` folded.
  static func printed(_ lines: [String], _ shortened: [Range<Int>]) -> String {
    lines.isEmpty
      ? "<p class=\"quiet\">prints nothing</p>"
      : shortened.isEmpty
        ? "<pre class=\"output\"><code>\(lines.joined(separator: "\n"))</code></pre>"
        : shortenedOutput(lines, shortened)
  }

  /// Output whose `shortened` lines are folded into "… N more lines" disclosures, open
  /// to read them: the shown parts and each fold are blocks of one `div.output`.
  static func shortenedOutput(_ lines: [String], _ shortened: [Range<Int>]) -> String {
    var parts: [String] = []
    var next = 0
    func shown(_ range: Range<Int>) {
      guard !range.isEmpty else { return }
      parts.append("<pre><code>\(lines[range].joined(separator: "\n"))</code></pre>")
    }
    for range in shortened where range.lowerBound >= next && range.upperBound <= lines.count {
      shown(next..<range.lowerBound)
      let count = range.count
      parts.append(
        "<details class=\"shortened\"><summary title=\"Lines the chapter leaves out; open to read them\">… \(count) more line\(count == 1 ? "" : "s")</summary>"
          + "<pre><code>\(lines[range].joined(separator: "\n"))</code></pre></details>")
      next = range.upperBound
    }
    shown(next..<lines.count)
    return "<div class=\"output\">\(parts.joined())</div>"
  }

  /// The action as a reader reads it: the line without its `>` (drawn by CSS).
  static func actionText(_ source: String) -> String {
    var text = Substring(source)
    if text.hasPrefix(">") { text = text.dropFirst() }
    return String(text).trimmingWhitespaces()
  }
}
