import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

@Suite struct MarkdownTests {
  @Test func blocksKeepTheirStartLines() throws {
    let document = try MarkdownParser.parse("# Title\n\nSome *text*.\n\n- one\n- two\n\n---\n")
    #expect(document.blocks.map(\.line) == [1, 3, 5, 8])
    #expect(document.blocks[0].kind == .heading(level: 1, content: [.text("Title")]))
    #expect(document.blocks[1].kind == .paragraph([.text("Some "), .emphasis([.text("text")]), .text(".")]))
    guard case .list(let list) = document.blocks[2].kind else {
      Issue.record("expected a list")
      return
    }
    #expect(!list.ordered && list.tight && list.items.count == 2)
    #expect(list.items.map(\.line) == [5, 6])
    #expect(document.blocks[3].kind == .thematicBreak)
  }

  @Test func fencedCodeBlockKnowsInfoLiteralAndContentLine() throws {
    let document = try MarkdownParser.parse("Intro\n\n```swift scenario=a\nlet x = 1\nlet y = 2\n```\n")
    let blocks = document.codeBlocks
    #expect(blocks.count == 1)
    let (block, code) = blocks[0]
    #expect(block.line == 3)
    #expect(block.endLine == 6)
    #expect(code.info == "swift scenario=a")
    #expect(code.literal == "let x = 1\nlet y = 2\n")
    #expect(code.fenced && code.closed)
    #expect(code.contentLine == 4)
    #expect(code.lines == ["let x = 1", "let y = 2"])
  }

  @Test func unclosedFenceRunsToTheEnd() throws {
    let (block, code) = try MarkdownParser.parse("```text\na\nb\n").codeBlocks[0]
    #expect(code.fenced)
    #expect(!code.closed)
    #expect(block.endLine >= 3)
    #expect(code.lines == ["a", "b"])
  }

  @Test func indentedCodeBlockIsNotFenced() throws {
    let (_, code) = try MarkdownParser.parse("Para\n\n    indented\n").codeBlocks[0]
    #expect(!code.fenced)
    #expect(code.literal == "indented\n")
  }

  @Test func nestedCodeBlocksAreFound() throws {
    let document = try MarkdownParser.parse("> ```swift\n> let a = 1\n> ```\n\n1. item\n\n   ```text\n   b\n   ```\n")
    #expect(document.codeBlocks.map(\.code.info) == ["swift", "text"])
    #expect(document.codeBlocks.map(\.code.contentLine) == [2, 8])
    #expect(document.codeBlocks.map(\.code.closed) == [true, true])
  }

  @Test func inlinesConvertLinksImagesCodeAndBreaks() throws {
    let document = try MarkdownParser.parse("[a **b**](x.md \"t\") `c` ![alt](i.png)  \nnext\nline <span>raw</span>\n")
    guard case .paragraph(let inlines) = document.blocks[0].kind else {
      Issue.record("expected a paragraph")
      return
    }
    #expect(inlines.first == .link(destination: "x.md", title: "t", content: [.text("a "), .strong([.text("b")])]))
    #expect(inlines.contains(.code("c")))
    #expect(inlines.contains(.image(source: "i.png", title: "", content: [.text("alt")])))
    #expect(inlines.contains(.lineBreak))
    #expect(inlines.contains(.softBreak))
    #expect(inlines.contains(.htmlInline("<span>")))
  }

  @Test func rawHTMLBlockIsKeptInTheTree() throws {
    let document = try MarkdownParser.parse("<div>\nhi\n</div>\n")
    #expect(document.blocks.first?.kind == .htmlBlock("<div>\nhi\n</div>\n"))
  }

  @Test func nestingPastTheLimitNamesTheFirstNodePastIt() throws {
    let limit = MarkdownParser.depthLimit
    // Each `>` is a level; the paragraph and its text are two more.
    _ = try MarkdownParser.parse("Intro\n\n" + String(repeating: ">", count: limit - 2) + " a\n")
    // One quote more puts the text (after the `>`s and a space) past the limit.
    #expect(throws: MarkdownParser.TooDeep(line: 3, column: limit + 1)) {
      try MarkdownParser.parse("Intro\n\n" + String(repeating: ">", count: limit - 1) + " a\n")
    }
    let strong = "Intro\n" + String(repeating: "*a **a ", count: 200) + "b" + String(repeating: " a** a*", count: 200)
    #expect(throws: MarkdownParser.TooDeep.self) { try MarkdownParser.parse(strong) }
    do {
      _ = try MarkdownParser.parse(strong)
    } catch {
      #expect(error.line == 2)
    }
  }
}
