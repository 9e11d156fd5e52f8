import ScenarioWire

/// The views with a body under a node, as the identity tree shows them, and the tree a
/// step drew: the views after it, with those it destroyed at their former place.
@MainActor
enum IdentityTreeSnapshot {
  /// One view with a body, in pre-order.
  struct Entry {
    /// The node's creation index: one lifetime.
    let id: Int
    let parent: Int?
    let depth: Int
    let name: String
    let identity: String
  }

  /// The views with a body under `root` (itself included), pre-order.
  static func entries(under root: ViewNode?) -> [Entry] {
    guard let root else { return [] }
    var entries: [Entry] = []
    func walk(_ node: ViewNode, parent: Int?, depth: Int) {
      var childParent = parent
      var childDepth = depth
      if !node.isPrimitive {
        entries.append(
          Entry(
            id: node.creationIndex, parent: parent, depth: depth, name: name(of: node), identity: identity(of: node)))
        childParent = node.creationIndex
        childDepth = depth + 1
      }
      for child in node.children where !child.isRemoved { walk(child, parent: childParent, depth: childDepth) }
    }
    walk(root, parent: nil, depth: 0)
    return entries
  }

  /// The tree after a step: every view after it (created or kept), and each subtree it
  /// destroyed after the last child of its parent that is still there.
  static func merged(before: [Entry], after: [Entry]) -> [IdentityNode] {
    let beforeIDs = Set(before.map(\.id))
    let afterIDs = Set(after.map(\.id))
    var nodes = after.map {
      IdentityNode(
        depth: $0.depth, name: $0.name, identity: $0.identity, change: beforeIDs.contains($0.id) ? .kept : .created)
    }
    var ids = after.map(\.id)
    var index = 0
    while index < before.count {
      let entry = before[index]
      guard !afterIDs.contains(entry.id) else {
        index += 1
        continue
      }
      // A destroyed subtree: this entry and the deeper entries that follow it.
      var end = index + 1
      while end < before.count, before[end].depth > entry.depth { end += 1 }
      let subtree = before[index..<end].map {
        IdentityNode(depth: $0.depth, name: $0.name, identity: $0.identity, change: .destroyed)
      }
      var place = nodes.count
      if let parent = entry.parent, let parentPlace = ids.firstIndex(of: parent) {
        place = parentPlace + 1
        while place < nodes.count, nodes[place].depth > nodes[parentPlace].depth { place += 1 }
      }
      nodes.insert(contentsOf: subtree, at: place)
      ids.insert(contentsOf: before[index..<end].map(\.id), at: place)
      index = end
    }
    return Array(nodes.prefix(UpdateTrace.treeLimit))
  }

  /// The view a node belongs to: itself if it has a body, else its nearest ancestor
  /// that has one (the view whose body declared the modifier or primitive).
  static func owningView(of node: ViewNode) -> ViewNode {
    var current: ViewNode? = node
    while let candidate = current {
      if !candidate.isPrimitive { return candidate }
      current = candidate.parent
    }
    return node
  }

  /// The view's type name as `_printChanges` prints it.
  static func name(of node: ViewNode) -> String {
    ChangeReport.typeName(type(of: node.view))
  }

  /// The node's identity below its parent view: the structural keys on the way from
  /// it (`[1] › if › id 3`: position 1 of a list of views, the `if` branch, id 3), `body` for a parent's body itself, `root` for the root.
  static func identity(of node: ViewNode) -> String {
    guard node.parent != nil else { return "root" }
    var tokens: [String] = []
    var current: ViewNode? = node
    while let child = current, let parent = child.parent {
      if let token = token(child.key) { tokens.append(token) }
      if !parent.isPrimitive { break }
      current = parent
    }
    return tokens.isEmpty ? "body" : tokens.reversed().joined(separator: " › ")
  }

  private static func token(_ key: ChildKey) -> String? {
    switch key {
    case .content: return nil
    case .index(let index): return "[\(index)]"
    case .branch(let taken): return taken ? "if" : "else"
    case .explicit(let id):
      // A memory address (an ObjectIdentifier, a class's default description) and a
      // UUID differ on every run; the site must be the same bytes every build, so they
      // show as 0x… and UUID….
      let text = RunVaryingText.masked(String(describing: id.base))
      return "id " + (text.count > 40 ? String(text.prefix(39)) + "…" : text)
    }
  }
}
