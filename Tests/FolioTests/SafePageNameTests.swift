import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// A chapter's page is named by a safe slug of its file name, unique in the book and
/// clear of the files the site writes itself, and links to the chapter follow it.
@Suite struct SafePageNameTests {
  func page(_ files: [SiteFile], _ path: String) throws -> String {
    try #require(files.first { $0.path == path }, "no \(path) in \(files.map(\.path))").contents
  }

  @Test func aChapterNamedLikeAScriptURLPutsNoScriptInTheSite() throws {
    let files = try renderedSite([
      ("chapters/javascript:alert(document.domain).md", "# Hostile\n\nText.\n"),
      ("chapters/02-next.md", "# Next\n\n[back](./javascript:alert(document.domain).md#top)\n"),
    ])
    for file in files {
      #expect(!file.path.contains(":"), "\(file.path)")
      #expect(!file.contents.lowercased().contains("javascript:"), "\(file.path) holds javascript:")
    }
    #expect(files.contains { $0.path == "javascript-alert-document.domain.html" })
    #expect(try page(files, "02-next.html").contains("<a href=\"javascript-alert-document.domain.html#top\">back</a>"))
  }

  @Test func chaptersNamedLikeGeneratedFilesDoNotReplaceThem() throws {
    let files = try renderedSite([
      ("chapters/index.md", "# Not the landing page\n"),
      ("chapters/print.md", "# Not the print page\n"),
      ("chapters/Print.md", "# Not the print page either\n"),
      ("chapters/assets.md", "# Assets\n"),
      ("chapters/introduction.md", "# Not the print page's introduction\n"),
    ])
    let paths = files.map(\.path)
    #expect(Set(paths.map { $0.lowercased() }).count == paths.count, "\(paths)")
    #expect(try page(files, "print.html").contains("<body class=\"print-page\">"))
    #expect(try page(files, "index.html").contains("<body class=\"landing\">"))
    #expect(try page(files, "index-2.html").contains("<title>Not the landing page ·"))
    #expect(try page(files, "print-2.html").contains("<title>Not the print page ·"))
    #expect(try page(files, "Print-3.html").contains("<title>Not the print page either ·"))
    #expect(try page(files, "assets.html").contains("<title>Assets ·"))
    // The print page's introduction is a section with that id: no chapter section shares it.
    #expect(try page(files, "introduction-2.html").contains("<title>Not the print page&#39;s introduction ·"))
    #expect(try page(files, "print.html").components(separatedBy: " id=\"introduction\"").count == 2)
    #expect(paths.filter { $0.hasPrefix("assets/") }.count == 4)
  }

  @Test func chaptersWhoseSlugsMeetGetDistinctPagesAndLinksFindThem() throws {
    let files = try renderedSite([
      ("chapters/a b.md", "# Space\n\n[other](a%3Fb.md) [self](<a b.md#s>)\n"),
      ("chapters/a?b.md", "# Question\n"),
    ])
    let first = try page(files, "a-b.html")
    #expect(first.contains("<a href=\"a-b-2.html\">other</a>"))
    #expect(first.contains("<a href=\"a-b.html#s\">self</a>"))
    #expect(try page(files, "a-b-2.html").contains("<title>Question ·"))
  }

  @Test(arguments: [
    ("01-onchange", "01-onchange"), ("07-appendix", "07-appendix"), ("Intro_2.x", "Intro_2.x"),
    ("javascript:alert(1)", "javascript-alert-1"), ("../../etc", "etc"), ("..", "chapter"),
    ("caf\u{E9} cr\u{E8}me", "caf-cr-me"), ("\u{4E2D}\u{6587}", "chapter"), (" -x- ", "x"),
  ])
  func slugKeepsOrdinaryNamesAndNeutralisesTheRest(_ stem: String, _ slug: String) {
    #expect(SitePages.slug(stem) == slug)
  }

  @Test func aLongChapterNameStillFitsAFileName() {
    let slug = SitePages.slug(String(repeating: "a", count: 300))
    #expect((slug + "-99.html").utf8.count <= 255)
  }
}
