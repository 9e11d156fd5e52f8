import FolioCore

/// Draws a transcript marked `exercise=predict`: what the reader needs to predict the
/// output (the actions, in order; the code is the chapter's blocks above), then the
/// verified run inside a `<details>` disclosure the reader opens when ready.
///
/// A disclosure, not a script: it opens with a click, Enter or Space, is announced as
/// a collapsed button by screen readers, and works from `file://` and with scripts
/// off. The print page draws it open (``revealed``), so paper shows the answer.
struct ExerciseHTML {
  /// The exercise's run.
  let run: TranscriptRun
  /// Whether the output is shown from the start (the print page).
  let revealed: Bool

  /// The prompt and the hidden answer around `answer`, the run as it is drawn anywhere.
  func render(answer: String) -> String {
    let open = revealed ? " open" : ""
    return prompt()
      + "<details class=\"reveal\"\(open)><summary>"
      + "<span class=\"reveal-show\">Reveal the verified output</span>"
      + "<span class=\"reveal-hide\">Hide the output</span></summary>\n"
      + answer + "</details>\n"
  }

  /// What the reader is asked, and for a view the actions, numbered as the run's steps.
  private func prompt() -> String {
    guard !run.transcript.runsProgram else {
      return
        "<div class=\"exercise-prompt\"><p><strong>Predict the output.</strong> What does the program above print?"
        + " Say it, then reveal what it really printed.</p></div>\n"
    }
    var items = ["<li><span class=\"step-no\">0</span>shown for the first time</li>"]
    for (index, step) in run.transcript.steps.enumerated() {
      let action = HTML.escape(TranscriptHTML.actionText(step.source))
      items.append("<li><span class=\"step-no\">\(index + 1)</span><code>\(action)</code></li>")
    }
    let showsScreen = run.transcript.steps.contains { TranscriptHTML.actionText($0.source) == "screen" }
    let screen = showsScreen ? " (and, after <code>screen</code>, what is on screen)" : ""
    return
      "<div class=\"exercise-prompt\"><p><strong>Predict the output.</strong> Read the code above and these steps;"
      + " say what each one prints\(screen), then reveal the run.</p>\n"
      + "<ol class=\"predict-actions\">\(items.joined())</ol></div>\n"
  }
}
