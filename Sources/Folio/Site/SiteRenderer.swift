import ScenarioWire

/// One file of the generated site.
public struct SiteFile: Equatable, Sendable {
  /// The path inside the site folder (`01-onchange.html`, `assets/folio.css`).
  public var path: String
  /// The file's text.
  public var contents: String
}

/// Draws the checked book as static HTML: a page per chapter, `index.html` with the
/// landing page and the table of contents, and one stylesheet: the `render` stage.
///
/// Pure and deterministic (same book, same bytes): no timestamps, stable order,
/// relative links, nothing from the network, so the site works from `file://`.
public struct SiteRenderer: Sendable {
  /// Creates a renderer.
  public init() {}

  /// Renders every file of the site from a check's result.
  public func render(_ result: BookCheckResult) -> [SiteFile] {
    let chapters = result.contents
    var files: [SiteFile] = [SiteFile(path: "assets/folio.css", contents: SiteStylesheet.css)]
    files.append(SiteFile(path: "index.html", contents: index(result)))
    for (position, contents) in chapters.enumerated() {
      let previous = position > 0 ? chapters[position - 1].chapter : nil
      let next = position + 1 < chapters.count ? chapters[position + 1].chapter : nil
      files.append(
        SiteFile(
          path: Self.page(for: contents.chapter),
          contents: chapterPage(contents, result, previous: previous, next: next)))
    }
    return files
  }

  /// The page file name of a chapter: its file name with `.html` for `.md`.
  public static func page(for chapter: Chapter) -> String { chapter.stem + ".html" }

  // MARK: - Pages

  private func index(_ result: BookCheckResult) -> String {
    var body = ""
    var title = "Book"
    if let landing = result.book.landingPage {
      var renderer = MarkdownHTMLRenderer { _, code in Self.plainCode(code) }
      body += renderer.render(landing)
      if let heading = landing.blocks.lazy.compactMap({ block -> String? in
        if case .heading(1, let content) = block.kind { return content.plainText }
        return nil
      }).first {
        title = heading
      }
    } else {
      body += "<h1>\(HTML.escape(title))</h1>\n"
    }
    body += "<nav class=\"toc\">\n<h2>Contents</h2>\n<ol>\n"
    for contents in result.contents {
      body +=
        "<li><a href=\"\(HTML.escape(Self.page(for: contents.chapter)))\">\(HTML.escape(contents.chapter.title))</a></li>\n"
    }
    body += "</ol>\n</nav>\n"
    return layout(title: title, navigation: "", body: body)
  }

  private func chapterPage(_ contents: ChapterContents, _ result: BookCheckResult, previous: Chapter?, next: Chapter?)
    -> String
  {
    var navigation = "<nav class=\"pager\"><a href=\"index.html\">Contents</a>"
    if let previous {
      navigation +=
        " <a rel=\"prev\" href=\"\(HTML.escape(Self.page(for: previous)))\">← \(HTML.escape(previous.title))</a>"
    }
    if let next {
      navigation += " <a rel=\"next\" href=\"\(HTML.escape(Self.page(for: next)))\">\(HTML.escape(next.title)) →</a>"
    }
    navigation += "</nav>\n"
    let path = contents.chapter.path
    var renderer = MarkdownHTMLRenderer { block, code in
      CodeBlockHTML(contents: contents, result: result, path: path).render(block, code)
    }
    let body = renderer.render(contents.chapter.document)
    return layout(title: contents.chapter.title, navigation: navigation, body: body + navigation)
  }

  private func layout(title: String, navigation: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(HTML.escape(title))</title>
    <link rel="stylesheet" href="assets/folio.css">
    </head>
    <body>
    \(navigation)<main>
    \(body)</main>
    </body>
    </html>

    """
  }

  static func plainCode(_ code: MarkdownCodeBlock) -> String {
    let language = code.info.split(separator: " ").first.map(String.init) ?? ""
    let attribute = language.isEmpty ? "" : " class=\"language-\(HTML.escape(language))\""
    return "<pre><code\(attribute)>\(HTML.escape(code.literal))</code></pre>\n"
  }
}

/// How one code block of a chapter is drawn, given what was checked about it.
private struct CodeBlockHTML {
  let contents: ChapterContents
  let result: BookCheckResult
  let path: String

  func render(_ block: MarkdownBlock, _ code: MarkdownCodeBlock) -> String {
    guard code.fenced, let role = contents.roles[block.line] else { return SiteRenderer.plainCode(code) }
    let swift = "<pre><code class=\"language-swift\">\(HTML.escape(code.literal))</code></pre>\n"
    switch role {
    case .swift:
      return figure("swift", caption: "Swift", mark: verified, body: swift)
    case .scenario(let name, let root):
      let rootText = root.map { " · root <code>\(HTML.escape($0))</code>" } ?? ""
      return figure("scenario", caption: "Scenario <b>\(HTML.escape(name))</b>\(rootText)", mark: verified, body: swift)
    case .ignored:
      return figure("ignored", caption: "Swift", mark: "<span class=\"mark unchecked\">not checked</span>", body: swift)
    case .compileFail(let expect):
      let checked = result.blocks.first { $0.check.location.path == path && $0.check.location.line == code.contentLine }
      let messages = (checked?.compilerErrors ?? []).map { error -> String in
        "\(error.location.line):\(error.location.column): error: \(error.message)"
      }
      let compiler = "<pre class=\"compiler\">\(HTML.escape(messages.joined(separator: "\n")))</pre>\n"
      return figure(
        "compile-fail", caption: "Does not compile: <q>\(HTML.escape(expect))</q>", mark: verified,
        body: swift + compiler)
    case .transcript(let scenario):
      guard
        let run = result.runs.first(where: { $0.transcript.location == SourceLocation(path: path, line: block.line) })
      else { return SiteRenderer.plainCode(code) }
      return figure(
        "transcript", caption: "Transcript of <b>\(HTML.escape(scenario))</b>", mark: verified, body: transcript(run))
    case .other:
      return SiteRenderer.plainCode(code)
    }
  }

  private var verified: String { "<span class=\"mark verified\">verified</span>" }

  private func figure(_ kind: String, caption: String, mark: String, body: String) -> String {
    "<figure class=\"block \(kind)\">\n<figcaption>\(caption) \(mark)</figcaption>\n\(body)</figure>\n"
  }

  /// The real output, with each action line followed by what it really printed.
  private func transcript(_ run: TranscriptRun) -> String {
    var lines = run.real.mount.map { "<span class=\"output\">\(HTML.escape($0))</span>" }
    for (index, step) in run.transcript.steps.enumerated() {
      lines.append("<span class=\"action\">\(HTML.escape(step.source))</span>")
      if index < run.real.steps.count {
        lines += run.real.steps[index].map { "<span class=\"output\">\(HTML.escape($0))</span>" }
      }
    }
    return "<pre class=\"transcript\">\(lines.joined(separator: "\n"))</pre>\n"
  }
}
