import ScenarioWire

/// What one step's update trace adds to the step in the site: the update timeline
/// (`data-folio="timeline"`), the identity tree when the step created or destroyed a
/// view (`data-folio="tree"`), each with a text alternative, and the modelled rules the
/// step relied on, each linked to its explanation (``EngineRulesPage``).
///
/// The drawings are inline SVG made at build time: they need no script, print, take
/// the theme's colours from CSS variables, and scroll inside their box on a phone.
struct UpdateTraceHTML {
  let trace: UpdateTrace
  /// The step's anchor (`ANCHOR-step-N`): ids inside are made from it.
  let anchor: String
  /// The step's number as the reader sees it (0 is the first showing).
  let step: Int

  /// The step's update, as HTML.
  func render() -> String {
    var out = "<div class=\"update\">"
    out += timeline()
    if trace.changesIdentity { out += tree() }
    if !trace.modelledRules.isEmpty { out += modelledNote() }
    return out + "</div>"
  }

  /// Frames a timeline draws; a longer step's later frames are summed up in words.
  static let drawnFrames = 10

  private var stepWords: String { step == 0 ? "the first showing" : "step \(step)" }

  private func timeline() -> String {
    guard !trace.marks.isEmpty || trace.omittedMarks > 0 else {
      // Nothing to draw: said in words, the same for every reader.
      return "<figure class=\"timeline empty\" data-folio=\"timeline\"><figcaption>No update in \(stepWords):"
        + " no body was evaluated, no callback ran, no state was written.</figcaption></figure>"
    }
    let frames = trace.frames == 1 ? "1 frame" : "\(trace.frames) frames"
    let views = trace.lanes.count == 1 ? "1 view" : "\(trace.lanes.count) views"
    let events = trace.marks.count == 1 ? "1 event" : "\(trace.marks.count) events"
    let title = "Update timeline of \(stepWords): \(frames), \(views), \(events)."
    let (drawn, leftOut) = trace.excerpt(frames: Self.drawnFrames)
    let svg = TimelineSVG(layout: TimelineLayout(drawn), titleID: "\(anchor)-tl", title: title).render()
    // A view is named by its type, and by its identity too where two share a type.
    let names = trace.lanes.map(\.name)
    let shared = Set(names.filter { name in names.filter { $0 == name }.count > 1 })
    var items = drawn.marks.map { mark -> String in
      let lane = trace.lanes[mark.lane]
      let view = shared.contains(lane.name) ? "\(lane.name) [\(lane.identity)]" : lane.name
      let frame = mark.frame < trace.frames ? "frame \(mark.frame + 1)" : "after the last frame"
      let detail = mark.detail.isEmpty ? "" : " (\(mark.detail))"
      return
        "<li>\(frame): \(SVGText.escape(view)): \(mark.kind.words)\(SVGText.escape(detail))</li>"
    }
    if items.isEmpty { items.append("<li>nothing in the first \(Self.drawnFrames) frames</li>") }
    var note = ""
    if leftOut > 0 {
      note =
        "<p class=\"quiet\">Frames \(Self.drawnFrames + 1) to \(trace.frames) and after, \(leftOut) more event\(leftOut == 1 ? "" : "s"), are not drawn.</p>"
    }
    if trace.omittedMarks > 0 { note += "<p class=\"quiet\">\(trace.omittedMarks) more events were not recorded.</p>" }
    return "<figure class=\"timeline\" data-folio=\"timeline\">"
      + "<div class=\"drawing\" tabindex=\"0\" role=\"group\" aria-labelledby=\"\(anchor)-tl\">\(svg)</div>"
      + "<figcaption>\(note)<details><summary>The update as text</summary><ol class=\"trace-text\">\(items.joined())</ol></details></figcaption></figure>"
  }

  private func tree() -> String {
    let counts = IdentityChange.allCases.map { change in
      "\(trace.tree.filter { $0.change == change }.count) \(change.rawValue)"
    }
    let title = "Identity tree after \(stepWords): \(counts.joined(separator: ", "))."
    let svg = IdentityTreeSVG(layout: IdentityTreeLayout(trace.tree), titleID: "\(anchor)-tree", title: title).render()
    return "<figure class=\"tree\" data-folio=\"tree\">"
      + "<div class=\"drawing\" tabindex=\"0\" role=\"group\" aria-labelledby=\"\(anchor)-tree\">\(svg)</div>"
      + "<figcaption><details><summary>The tree as text</summary>\(Self.nestedList(trace.tree))</details></figcaption></figure>"
  }

  /// The tree as nested lists, each view with its identity and what the step did to it.
  static func nestedList(_ nodes: [IdentityNode]) -> String {
    var out = ""
    var depth = -1
    for node in nodes {
      if node.depth > depth {
        out += "<ul>"
      } else {
        out += "</li>"
        if node.depth < depth { out += String(repeating: "</ul></li>", count: depth - node.depth) }
      }
      depth = node.depth
      out += "<li>\(SVGText.escape(node.name)) [\(SVGText.escape(node.identity))]: \(node.change.rawValue)"
    }
    if depth >= 0 { out += "</li>" + String(repeating: "</ul></li>", count: depth) + "</ul>" }
    return out
  }

  private func modelledNote() -> String {
    let links = trace.modelledRules.map { rule in
      "<a href=\"\(EngineRulesPage.path)#\(rule.rawValue)\">\(SVGText.escape(rule.summary))</a>"
    }
    return "<p class=\"modelled\">This step depends on a modelled choice: \(links.joined(separator: "; ")).</p>"
  }
}
