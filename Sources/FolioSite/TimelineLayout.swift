import ScenarioWire

/// Where each part of a step's update timeline goes, computed from its trace: one
/// column per frame (left to right), one row per view (a lane), and each mark in its
/// frame's column at its place in the order things happened, so reading left to right
/// is reading the update in order, across lanes too.
struct TimelineLayout: Equatable {
  /// A frame's column, or one column for a run of frames in which nothing happened.
  struct Column: Equatable {
    /// The frames, from 0; the frame after the last one holds work waiting for the next.
    let frames: ClosedRange<Int>
    let x: Int
    let width: Int
    /// The heading: `3`, `4–60` for quiet frames, or `after` for work after the step's
    /// last frame.
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

  /// The width of the column of a run of quiet frames.
  static let quietWidth = 44

  init(_ trace: UpdateTrace) {
    let lastFrame = max(trace.frames - 1, trace.marks.map(\.frame).max() ?? 0, 0)
    var counts = Array(repeating: 0, count: lastFrame + 1)
    for mark in trace.marks { counts[mark.frame] += 1 }
    var columns: [Column] = []
    var columnOfFrame: [Int] = []
    var x = Self.labelWidth
    var frame = 0
    while frame <= lastFrame {
      var end = frame
      // Two or more frames in which nothing happened share one narrow column.
      while counts[frame] == 0, end + 1 <= lastFrame, end + 1 < trace.frames, counts[end + 1] == 0 { end += 1 }
      let width =
        end > frame ? Self.quietWidth : max(1, counts[frame]) * Self.slotWidth + 2 * Self.columnPadding
      let label = frame >= trace.frames ? "after" : end > frame ? "\(frame + 1)–\(end + 1)" : "\(frame + 1)"
      columns.append(Column(frames: frame...end, x: x, width: width, label: label))
      columnOfFrame += Array(repeating: columns.count - 1, count: end - frame + 1)
      x += width
      frame = end + 1
    }
    rows = trace.lanes.enumerated().map { index, lane in
      Row(y: Self.headerHeight + index * Self.rowHeight, name: lane.name, identity: lane.identity)
    }
    var used = Array(repeating: 0, count: columns.count)
    marks = trace.marks.map { mark in
      let index = columnOfFrame[mark.frame]
      let column = columns[index]
      let slot = used[index]
      used[index] += 1
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
