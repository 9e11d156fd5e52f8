import FolioCore

/// How one code block of a chapter is drawn, given what was checked about it: Swift
/// highlighted by ``SwiftHighlighter``, a "verified" or "not checked" mark, the
/// compiler's real message under a `compile-fail` block, and a transcript's real run
/// as steps. Each figure gets a stable anchor from the page's ``PageAnchors``.
struct CodeBlockHTML {
  /// The checked chapter the blocks belong to.
  let chapter: CheckedChapter
  /// The page's anchors.
  let anchors: PageAnchors

  /// The HTML of `code`, which starts at `block.line` of the chapter.
  func render(_ block: MarkdownBlock, _ code: MarkdownCodeBlock) -> String {
    let swift = "<pre><code class=\"swift\">\(SwiftHighlighter.html(code.literal))</code></pre>\n"
    switch chapter.block(for: code) {
    case .swift:
      return figure(
        "swift", anchor: "code", caption: "Swift",
        mark: verified("Type-checked against the engine when this site was built"), body: swift)
    case .scenario(let name, let root):
      let rootText = root.map { " · root <code>\(HTML.escape($0))</code>" } ?? ""
      return figure(
        "scenario", anchor: "scenario-\(HTML.slug(name))",
        caption: "Scenario <b>\(HTML.escape(name))</b>\(rootText)",
        mark: verified("Compiled against the engine and run when this site was built"), body: swift)
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
      return figure(
        "compile-fail", anchor: "compile-fail", caption: "Does not compile: <q>\(HTML.escape(expect))</q>",
        mark: verified("The compiler rejected it with this message when this site was built"), body: swift + compiler)
    case .transcript(let run, _):
      let scenario = run.transcript.scenario
      let anchor = anchors.claim("transcript-\(HTML.slug(scenario))")
      let steps = TranscriptHTML(run: run, anchor: anchor).render()
      return figure(
        "transcript", claimed: anchor, caption: "Transcript of <b>\(HTML.escape(scenario))</b>",
        mark: verified("The output under each step is the real output of this run"), body: steps)
    case .plain:
      return plain(code)
    }
  }

  private func verified(_ title: String) -> String {
    "<span class=\"mark verified\" title=\"\(HTML.escape(title))\">verified</span>"
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
