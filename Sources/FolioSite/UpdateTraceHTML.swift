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

  private var stepWords: String { step == 0 ? "the first showing" : "step \(step)" }

  private func timeline() -> String {
    let frames = trace.frames == 1 ? "1 frame" : "\(trace.frames) frames"
    let views = trace.lanes.count == 1 ? "1 view" : "\(trace.lanes.count) views"
    let events = trace.marks.count == 1 ? "1 event" : "\(trace.marks.count) events"
    let title = "Update timeline of \(stepWords): \(frames), \(views), \(events)."
    let svg = TimelineSVG(layout: TimelineLayout(trace), titleID: "\(anchor)-timeline", title: title).render()
    var items = trace.marks.map { mark -> String in
      let lane = trace.lanes[mark.lane]
      let frame = mark.frame < trace.frames ? "frame \(mark.frame + 1)" : "after the last frame"
      let detail = mark.detail.isEmpty ? "" : " (\(mark.detail))"
      return
        "<li>\(frame): \(SVGText.escape(lane.name)) [\(SVGText.escape(lane.identity))]: \(mark.kind.words)\(SVGText.escape(detail))</li>"
    }
    if trace.omittedMarks > 0 { items.append("<li>… \(trace.omittedMarks) more events not drawn</li>") }
    if items.isEmpty { items.append("<li>nothing ran</li>") }
    return "<figure class=\"timeline\" data-folio=\"timeline\">"
      + "<div class=\"drawing\" tabindex=\"0\" role=\"group\" aria-label=\"\(title)\">\(svg)</div>"
      + "<figcaption><details><summary>The update of \(stepWords) as text</summary><ol class=\"trace-text\">\(items.joined())</ol></details></figcaption></figure>"
  }

  private func tree() -> String {
    let counts = IdentityChange.allCases.map { change in
      "\(trace.tree.filter { $0.change == change }.count) \(change.rawValue)"
    }
    let title = "Identity tree after \(stepWords): \(counts.joined(separator: ", "))."
    let svg = IdentityTreeSVG(layout: IdentityTreeLayout(trace.tree), titleID: "\(anchor)-tree", title: title).render()
    return "<figure class=\"tree\" data-folio=\"tree\">"
      + "<div class=\"drawing\" tabindex=\"0\" role=\"group\" aria-label=\"\(title)\">\(svg)</div>"
      + "<figcaption><details><summary>The identity tree as text</summary>\(Self.nestedList(trace.tree))</details></figcaption></figure>"
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
