import ScenarioWire

/// Draws a ``TimelineLayout`` as inline SVG: frame headings, one lane per view with its
/// name, each mark as a shape of its kind (the shapes differ, not only their colours,
/// which come from the theme's CSS variables), and a legend of the kinds drawn.
/// Every text is escaped (``SVGText``): view names and warnings come from the chapter's
/// code.
struct TimelineSVG {
  let layout: TimelineLayout
  /// The id of the drawing's `<title>`, unique in the page.
  let titleID: String
  /// The drawing's short description (its accessible name).
  let title: String

  /// The `<svg>` element.
  func render() -> String {
    let (width, height) = (layout.width, layout.height)
    var out = SVGText.opening(class: "timeline-svg", width: width, height: height, titleID: titleID, title: title)
    let bottom = TimelineLayout.headerHeight + max(1, layout.rows.count) * TimelineLayout.rowHeight
    out += "<text class=\"tl-head\" x=\"4\" y=\"15\">frame</text>"
    // The grid is one path: a line before each column, above each lane and at the bottom.
    var grid = ""
    for column in layout.columns {
      grid += "M\(column.x) 4V\(bottom)"
      out +=
        "<text class=\"tl-col\" x=\"\(column.x + column.width / 2)\" y=\"15\">\(column.label)</text>"
    }
    for row in layout.rows {
      grid += "M0 \(row.y)H\(width)"
      out +=
        "<text class=\"tl-name\" x=\"4\" y=\"\(row.y + 16)\">\(SVGText.escape(TimelineLayout.shortened(row.name)))</text>"
    }
    out += "<path class=\"tl-grid\" d=\"\(grid)M0 \(bottom)H\(width)\"/>"
    // The marks' words and details are in the text alternative under the drawing.
    for mark in layout.marks { out += Self.shape(mark.kind, x: mark.x, y: mark.y) }
    var x = TimelineLayout.labelWidth
    for kind in layout.legend {
      out += Self.shape(kind, x: x + 6, y: layout.legendY - 4)
      out += "<text class=\"tl-legend\" x=\"\(x + 16)\" y=\"\(layout.legendY)\">\(kind.words)</text>"
      x += TimelineLayout.legendEntryWidth(kind)
    }
    return out + "</svg>"
  }

  /// A mark's shape centred at (`x`, `y`).
  static func shape(_ kind: TraceMarkKind, x: Int, y: Int) -> String {
    let path: String
    switch kind {
    case .body: path = "M\(x - 5) \(y - 5)h10v10h-10z"
    case .stateWrite: path = "M\(x) \(y - 6)l6 6l-6 6l-6-6z"
    case .onChange: path = "M\(x) \(y - 6)l6 11h-12z"
    case .onAppear: path = "M\(x - 5) \(y)a5 5 0 1 0 10 0a5 5 0 1 0-10 0z"
    case .onDisappear: path = "M\(x - 4) \(y)a4 4 0 1 0 8 0a4 4 0 1 0-8 0z"
    case .taskStart: path = "M\(x - 5) \(y - 6)l11 6l-11 6z"
    case .taskCancel: path = "M\(x - 5) \(y - 5)l10 10m0-10l-10 10"
    case .warning: path = "M\(x) \(y - 7)l7 13h-14zM\(x) \(y - 2)v4"
    }
    return "<path class=\"m-\(kind.rawValue)\" d=\"\(path)\"/>"
  }
}
