import ScenarioWire

/// Where each part of a step's update timeline goes, computed from its trace: one
/// column per frame (left to right), one row per view (a lane), and each mark in its
/// frame's column at its place in the order things happened, so reading left to right
/// is reading the update in order, across lanes too.
struct TimelineLayout: Equatable {
  /// A frame's column.
  struct Column: Equatable {
    /// The frame, from 0; the column after the last frame holds work waiting for the next.
    let frame: Int
    let x: Int
    let width: Int
    /// The heading: `frame 1`, or `after` for work after the step's last frame.
    let label: String
  }

  /// A view's row.
  struct Row: Equatable {
    let y: Int
    let name: String
    let identity: String
  }

  /// A mark, placed.
  struct PlacedMark: Equatable {
    let x: Int
    let y: Int
    let kind: TraceMarkKind
    let detail: String
  }

  let columns: [Column]
  let rows: [Row]
  let marks: [PlacedMark]
  /// The kinds of mark drawn, in the legend's order.
  let legend: [TraceMarkKind]
  let width: Int
  let height: Int
  /// Where the legend's row is.
  let legendY: Int

  /// The left margin holding the views' names.
  static let labelWidth = 132
  /// The top margin holding the frames' headings.
  static let headerHeight = 22
  static let rowHeight = 24
  static let slotWidth = 18
  static let columnPadding = 6
  /// The longest view name drawn in full; longer ones end with `…` (the text
  /// alternative has them whole).
  static let nameLength = 18

  init(_ trace: UpdateTrace) {
    let lastFrame = max(trace.frames - 1, trace.marks.map(\.frame).max() ?? 0, 0)
    var counts = Array(repeating: 0, count: lastFrame + 1)
    for mark in trace.marks { counts[mark.frame] += 1 }
    var columns: [Column] = []
    var x = Self.labelWidth
    for frame in 0...lastFrame {
      let width = max(1, counts[frame]) * Self.slotWidth + 2 * Self.columnPadding
      columns.append(
        Column(frame: frame, x: x, width: width, label: frame < trace.frames ? "frame \(frame + 1)" : "after"))
      x += width
    }
    rows = trace.lanes.enumerated().map { index, lane in
      Row(y: Self.headerHeight + index * Self.rowHeight, name: lane.name, identity: lane.identity)
    }
    var used = Array(repeating: 0, count: lastFrame + 1)
    marks = trace.marks.map { mark in
      let column = columns[mark.frame]
      let slot = used[mark.frame]
      used[mark.frame] += 1
      return PlacedMark(
        x: column.x + Self.columnPadding + slot * Self.slotWidth + Self.slotWidth / 2,
        y: Self.headerHeight + mark.lane * Self.rowHeight + Self.rowHeight / 2, kind: mark.kind, detail: mark.detail)
    }
    let kinds = Set(trace.marks.map(\.kind))
    legend = TraceMarkKind.allCases.filter(kinds.contains)
    self.columns = columns
    width = max(x, Self.labelWidth + TimelineLayout.legendWidth(legend)) + 4
    legendY = Self.headerHeight + max(1, trace.lanes.count) * Self.rowHeight + 14
    height = legendY + (legend.isEmpty ? 0 : 12)
  }

  /// The width of one legend entry: its mark and its words.
  static func legendEntryWidth(_ kind: TraceMarkKind) -> Int { 22 + kind.words.count * 6 }

  /// The legend's width, its entries side by side.
  static func legendWidth(_ kinds: [TraceMarkKind]) -> Int { kinds.map(legendEntryWidth).reduce(0, +) }

  /// A name as drawn: whole, or cut at ``nameLength`` with `…`.
  static func shortened(_ name: String) -> String {
    name.count > nameLength ? String(name.prefix(nameLength - 1)) + "…" : name
  }
}
