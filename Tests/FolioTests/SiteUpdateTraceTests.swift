import Foundation
import ScenarioWire
import Testing

@testable import FolioCore
@testable import FolioSite

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The drawn update of a step (`UpdateTraceHTML`, `TimelineSVG`, `IdentityTreeSVG`):
/// well-formed SVG, a text alternative, escaping of what the chapter's code names.
@Suite struct SiteUpdateTraceTests {
  static let hostile = "<script>alert('x')</script>&\u{1}\"</svg>"

  static let trace = UpdateTrace(
    frames: 2,
    lanes: [TraceLane(name: "Counter", identity: "root"), TraceLane(name: hostile, identity: "id " + hostile)],
    marks: [
      TraceMark(frame: 0, lane: 0, kind: .stateWrite, detail: "_count"),
      TraceMark(frame: 0, lane: 0, kind: .body, detail: "_count"),
      TraceMark(frame: 0, lane: 1, kind: .onChange),
      TraceMark(frame: 1, lane: 1, kind: .warning, detail: hostile),
      TraceMark(frame: 2, lane: 0, kind: .taskStart),
    ],
    tree: [
      IdentityNode(depth: 0, name: "Counter", identity: "root", change: .kept),
      IdentityNode(depth: 1, name: hostile, identity: "id 1", change: .created),
      IdentityNode(depth: 1, name: hostile, identity: "id 0", change: .destroyed),
    ],
    modelledRules: [.closuresNeverEqual])

  static func html(_ trace: UpdateTrace = trace) -> String {
    UpdateTraceHTML(trace: trace, anchor: "t1-step-1", step: 1).render()
  }

  /// The `<svg>` elements of `html`, each as its own XML document.
  static func svgs(_ html: String) -> [String] {
    html.components(separatedBy: "<svg").dropFirst().map { "<svg" + $0.components(separatedBy: "</svg>")[0] + "</svg>" }
  }

  @Test func theTimelineAndTheTreeAreWellFormedSVGWithATitle() throws {
    let drawings = Self.svgs(Self.html())
    #expect(drawings.count == 2)
    for svg in drawings {
      let document = try XMLDocumentTree(Data(svg.utf8))
      #expect(document.root.name == "svg")
      // The title is the image's name: its first child, non-empty, and the id the
      // focusable box around the drawing is labelled by.
      let title = try #require(document.root.children.first)
      #expect(title.name == "title" && !title.text.isEmpty)
      let id = try #require(title.attributes["id"])
      #expect(Self.html().contains("aria-labelledby=\"\(id)\"><svg"))
      #expect(document.root.attributes["role"] == "img")
    }
  }

  @Test func hostileViewNamesAndWarningsAreEscapedEverywhere() {
    let html = Self.html()
    #expect(!html.contains("<script"))
    #expect(!html.contains("\u{1}"))
    #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;"))
    #expect(html.components(separatedBy: "</svg>").count == 3)
  }

  @Test func eachDrawingIsMarkedForTestsAndHasATextAlternativeListingEveryMark() {
    let html = Self.html()
    #expect(html.contains("data-folio=\"timeline\""))
    #expect(html.contains("data-folio=\"tree\""))
    let list = html.components(separatedBy: "<ol class=\"trace-text\">")[1].components(separatedBy: "</ol>")[0]
    #expect(list.components(separatedBy: "<li>").count - 1 == Self.trace.marks.count)
    #expect(list.contains("frame 1: Counter: state written (_count)"))
    #expect(list.contains("after the last frame: Counter: task started"))
    #expect(html.contains("<li>Counter [root]: kept<ul><li>"))
  }

  @Test func aStepThatChangesNoIdentityHasNoTree() {
    var trace = Self.trace
    trace.tree = trace.tree.map { IdentityNode(depth: $0.depth, name: $0.name, identity: $0.identity, change: .kept) }
    let html = Self.html(trace)
    #expect(html.contains("data-folio=\"timeline\""))
    #expect(!html.contains("data-folio=\"tree\""))
  }

  @Test func aStepInWhichNothingRanSaysSoInWordsWithoutADrawing() {
    let html = Self.html(UpdateTrace(frames: 0))
    #expect(html.contains("<figure class=\"timeline empty\" data-folio=\"timeline\"><figcaption>No update in step 1:"))
    #expect(!html.contains("<svg"))
  }

  @Test func aStepOnAModelledRuleLinksToItsExplanation() {
    let html = Self.html()
    #expect(
      html.contains("This step depends on a modelled choice: <a href=\"engine-rules.html#closures-never-equal\">"))
    #expect(EngineRulesPage.body().contains("<dt id=\"closures-never-equal\">"))
    var trace = Self.trace
    trace.modelledRules = []
    #expect(!Self.html(trace).contains("modelled choice"))
  }

  @Test func marksAreDrawnLeftToRightInTheOrderTheyHappened() {
    let layout = TimelineLayout(Self.trace)
    #expect(layout.marks.map(\.x) == layout.marks.map(\.x).sorted())
    #expect(Set(layout.marks.map(\.x)).count == layout.marks.count)
    #expect(layout.columns.map(\.label) == ["1", "2", "after"])
    #expect(layout.marks.allSatisfy { $0.x < layout.width && $0.y < layout.height })
  }

  @Test func quietFramesShareOneColumnAndTheFramesStayInOrder() {
    var trace = Self.trace
    trace.frames = 60
    trace.marks = [
      TraceMark(frame: 0, lane: 0, kind: .body), TraceMark(frame: 30, lane: 0, kind: .taskStart),
      TraceMark(frame: 60, lane: 0, kind: .body),
    ]
    let layout = TimelineLayout(trace)
    #expect(layout.columns.map(\.label) == ["1", "2–30", "31", "32–60", "after"])
    #expect(layout.columns.map(\.frames) == [0...0, 1...29, 30...30, 31...59, 60...60])
    #expect(layout.marks.map(\.x) == layout.marks.map(\.x).sorted())
  }

  @Test func aRunawayStepDrawsItsFirstFramesAndSaysHowMuchIsLeftOut() {
    var trace = Self.trace
    trace.frames = 60
    trace.marks = (0..<60).map { TraceMark(frame: $0, lane: 0, kind: .taskStart) }
    let html = Self.html(trace)
    let svg = Self.svgs(html)[0]
    #expect(svg.components(separatedBy: "class=\"m-taskStart\"").count - 1 == UpdateTraceHTML.drawnFrames + 1)
    #expect(html.contains("Frames 11 to 60 and after, 50 more events, are not drawn."))
    #expect(html.contains("Update timeline of step 1: 60 frames, 2 views, 60 events."))
  }

  @Test func aLongStepWhoseFirstFramesAreQuietStillListsSomethingAsText() {
    var trace = Self.trace
    trace.frames = 120
    trace.marks = [TraceMark(frame: 119, lane: 0, kind: .stateWrite)]
    let html = Self.html(trace)
    #expect(html.contains("<ol class=\"trace-text\"><li>nothing in the first 10 frames</li></ol>"))
    #expect(html.contains("Frames 11 to 120 and after, 1 more event, are not drawn."))
  }

  @Test func createdKeptAndDestroyedAreSaidInWordsNotOnlyColour() {
    let svg = Self.svgs(Self.html())[1]
    for change in IdentityChange.allCases {
      #expect(svg.contains(">\(IdentityTreeLayout.badge(change))</text>"))
    }
  }
}
