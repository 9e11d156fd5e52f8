import ScenarioWire

/// Draws an ``IdentityTreeLayout`` as inline SVG: each view's row with a badge saying in
/// words whether the step created, kept or destroyed it (created ones also drawn with a
/// solid outline, destroyed ones dashed and struck through), its type name and its
/// identity, joined to its parent by a line. Every text is escaped (``SVGText``).
struct IdentityTreeSVG {
  let layout: IdentityTreeLayout
  /// The id of the drawing's `<title>`, unique in the page.
  let titleID: String
  /// The drawing's short description (its accessible name).
  let title: String

  /// The `<svg>` element.
  func render() -> String {
    let (width, height) = (layout.width, layout.height)
    var out = SVGText.opening(class: "tree-svg", width: width, height: height, titleID: titleID, title: title)
    let half = IdentityTreeLayout.rowHeight / 2
    for row in layout.rows {
      if let parent = row.parent.map({ layout.rows[$0] }) {
        out += "<path class=\"tr-line\" d=\"M\(parent.x + 8) \(parent.y + half + 8)V\(row.y + half)H\(row.x)\"/>"
      }
      let change = row.node.change.rawValue
      out +=
        "<g class=\"tr-\(change)\"><rect x=\"\(row.x)\" y=\"\(row.y + 2)\" width=\"\(IdentityTreeLayout.badgeWidth)\" height=\"\(IdentityTreeLayout.rowHeight - 5)\" rx=\"4\"/>"
      out +=
        "<text class=\"tr-badge\" x=\"\(row.x + 5)\" y=\"\(row.y + 15)\">\(IdentityTreeLayout.badge(row.node.change))</text>"
      out +=
        "<text class=\"tr-name\" x=\"\(row.x + IdentityTreeLayout.badgeWidth + 6)\" y=\"\(row.y + 15)\">\(SVGText.escape(row.node.name))<tspan class=\"tr-id\"> \(SVGText.escape(row.node.identity))</tspan></text></g>"
    }
    return out + "</svg>"
  }
}
