import FolioCore

/// A chapter drawn for its own page and for its section of the print page.
///
/// The two drawings share the chapter's highlighted code (``HighlightedCode``): each
/// Swift block is parsed once, not twice.
struct ChapterDrawing {
  /// The chapter's page.
  let page: RenderedChapter
  /// Its section of the print page: anchors prefixed with its stem, exercises shown
  /// open, links to chapters pointing at their sections.
  let print: RenderedChapter

  /// Every chapter of the book drawn both ways, in the book's order.
  static func all(_ chapters: [CheckedChapter], pages: SitePages) -> [ChapterDrawing] {
    let stems = SiteRenderer.printStems(pages)
    let chapterStems = Set(stems)
    return zip(chapters, stems).map { checked, stem in
      let code = HighlightedCode()
      return ChapterDrawing(
        page: RenderedChapter(chapter: checked, anchors: PageAnchors(), pages: pages, code: code),
        print: RenderedChapter(
          chapter: checked, anchors: PageAnchors(prefix: stem + "-"), pages: pages, code: code,
          revealsExercises: true, rewriteLink: { SiteRenderer.printLink($0, stem: stem, chapters: chapterStems) }))
    }
  }
}
