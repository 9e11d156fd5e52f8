import Testing

@testable import FolioCore
@testable import FolioSite

/// The site draws each chapter for its page and the print page at once, sharing its
/// highlighted code (``ChapterDrawing``): each must be exactly what drawing it alone
/// makes, in the book's order.
@Suite struct ChaptersDrawnTogetherAreTheSerialPagesTests {
  /// Chapters that differ in their text, code and anchors, and one with a transcript run.
  static func book() throws -> CheckedBook {
    let chapters = try (1...9).map { number in
      try chapter(
        """
        # Chapter \(number)

        See [the next one](0\(number + 1)-c.md#top) and [this one](#steps).

        ## Steps

        ```swift scenario=s\(number)
        struct S\(number): View { var body: some View { Text("<\(number)>") } }
        ```

        ```swift
        let value\(number) = \(number) // a "comment" & more
        ```
        """, path: "chapters/0\(number)-c.md")
    }
    var book = BookChecker.check(
      chapters.map(ScenarioExtractor.extract), landingPage: nil, diagnostics: [], runs: [], typechecked: [],
      scenarioTypechecks: [])
    book.chapters.insert(contentsOf: try SiteRendererTests.result().chapters, at: 4)
    return book
  }

  @Test func eachChapterIsDrawnAsAloneInTheBooksOrder() throws {
    let book = try Self.book()
    let pages = SitePages(chapters: book.chapters.map(\.chapter))
    let stems = SiteRenderer.printStems(pages)
    let drawings = ChapterDrawing.all(book.chapters, pages: pages)
    #expect(drawings.count == book.chapters.count)
    for (index, checked) in book.chapters.enumerated() {
      let page = RenderedChapter(chapter: checked, anchors: PageAnchors(), pages: pages)
      let print = RenderedChapter(
        chapter: checked, anchors: PageAnchors(prefix: stems[index] + "-"), pages: pages, revealsExercises: true,
        rewriteLink: { SiteRenderer.printLink($0, stem: stems[index], chapters: Set(stems)) })
      #expect(drawings[index].page.html == page.html, "page of chapter \(index)")
      #expect(drawings[index].page.sections == page.sections, "sections of chapter \(index)")
      #expect(drawings[index].print.html == print.html, "print section of chapter \(index)")
    }
  }
}
