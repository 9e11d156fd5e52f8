import ScenarioWire

/// Where each view of a step's identity tree goes: one row per view, indented by its
/// depth, with the row of its parent for the connecting line.
struct IdentityTreeLayout: Equatable {
  /// A view, placed.
  struct Row: Equatable {
    let x: Int
    let y: Int
    /// The index of its parent's row, if it has one.
    let parent: Int?
    let node: IdentityNode
  }

  let rows: [Row]
  let width: Int
  let height: Int

  static let rowHeight = 22
  static let indent = 18
  /// The badge that says created / kept / destroyed in words.
  static let badgeWidth = 58
  /// The width a character of the drawing's text takes, at most (for the drawing's width).
  static let characterWidth = 7

  init(_ nodes: [IdentityNode]) {
    var rows: [Row] = []
    var lastAtDepth: [Int: Int] = [:]
    var width = 0
    for (index, node) in nodes.enumerated() {
      let x = 6 + node.depth * Self.indent
      rows.append(Row(x: x, y: 6 + index * Self.rowHeight, parent: lastAtDepth[node.depth - 1], node: node))
      lastAtDepth[node.depth] = index
      let text = (node.name + "  " + node.identity).count * Self.characterWidth
      width = max(width, x + Self.badgeWidth + 8 + text)
    }
    self.rows = rows
    self.width = width + 6
    height = 10 + nodes.count * Self.rowHeight
  }

  /// The badge's words for a change: never colour alone.
  static func badge(_ change: IdentityChange) -> String {
    switch change {
    case .created: "+ new"
    case .kept: "= kept"
    case .destroyed: "− gone"
    }
  }
}
