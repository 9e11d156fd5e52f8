/// Where a transcript action finds what it names without walking the whole screen:
/// every control by the names an action may call it (the title the dump shows and
/// its other titles), and every navigation stack (whose back button `tap` may name).
///
/// Built at the first lookup, then kept up to date from what the update pass does.
/// A control's names come from its own view and state and from its subtree (its
/// label), and all of those change only when the pass evaluates a node: so a node
/// the pass evaluates marks the controls at and above it to be named again at the
/// next lookup, and a node the pass removes leaves the index at once (a removed
/// node is never kept alive by it). A lookup then costs the controls that changed
/// and the controls with that name, not the length of the list around them. The
/// rules of a lookup stay the screen's: the first match in screen order wins
/// (`ControlActions.swift`); debug builds check every lookup against a walk of the
/// screen.
@MainActor
final class ActionTargetIndex {
  /// Whether the index covers the tree; until the first lookup it does nothing.
  private(set) var isBuilt = false
  /// The names each indexed control answers to, as last computed, by node.
  private var namesOfControl: [ObjectIdentifier: [String]] = [:]
  /// The controls that answer to each name.
  private var controlsNamed: [String: [ObjectIdentifier: ViewNode]] = [:]
  /// Nodes holding a navigation stack's state.
  private var stackNodes: [ObjectIdentifier: ViewNode] = [:]
  /// Controls whose names may have changed since the last lookup.
  private var toRename: [ObjectIdentifier: ViewNode] = [:]
  /// The current round of changes (one per lookup): a node stamped with it has been
  /// noted this round, and so have all its ancestors.
  private var round = 1
  /// How many times the index has computed a control's names and title (the build
  /// names every control; then each lookup names the controls that changed and the
  /// ones it returns): what a lookup costs, for the scale tests.
  private(set) var namings = 0

  // MARK: Keeping up with the update pass

  /// The pass evaluated `node`: its view, state or children may have changed, and
  /// with them what the controls at and above it show.
  func noteEvaluated(_ node: ViewNode) {
    guard isBuilt, !node.isRemoved else { return }
    if node.primitiveState is NavigationStackState { add(stack: node) }
    var next: ViewNode? = node
    while let current = next, current.actionIndexRound != round {
      current.actionIndexRound = round
      if current.primitive?.asControl != nil {
        toRename[ObjectIdentifier(current)] = current
        current.isInActionIndex = true
      }
      next = current.parent
    }
  }

  /// The pass removed `node`: it leaves the index now (`isInActionIndex` says it is in).
  func forget(_ node: ViewNode) {
    let id = ObjectIdentifier(node)
    toRename[id] = nil
    stackNodes[id] = nil
    if let names = namesOfControl.removeValue(forKey: id) { unlist(id, names: names) }
    node.isInActionIndex = false
  }

  // MARK: Lookups

  /// The controls on `runtime`'s screen that answer to `name`, on screen or off it,
  /// in screen order, each as an action sees it now.
  func controls(named name: String, in runtime: ViewRuntime) -> [ControlOnScreen] {
    bringUpToDate(runtime)
    let nodes = controlsNamed[name].map { Array($0.values) } ?? []
    return Self.inScreenOrder(nodes).compactMap { node in
      guard let control = node.primitive?.asControl else { return nil }
      namings += 1
      let found = runtime.controlOnScreen(node, control)
      return found.isNamed(name) ? found : nil
    }
  }

  /// The nodes of the navigation stacks in `runtime`'s tree, in screen order.
  func stacks(in runtime: ViewRuntime) -> [ViewNode] {
    bringUpToDate(runtime)
    return Self.inScreenOrder(Array(stackNodes.values))
  }

  /// Builds the index on first use, else names again the controls that changed.
  private func bringUpToDate(_ runtime: ViewRuntime) {
    if !isBuilt {
      isBuilt = true
      runtime.rootNode?.forEachInSubtree { node in
        guard !node.isRemoved else { return }
        if node.primitiveState is NavigationStackState { add(stack: node) }
        if let control = node.primitive?.asControl { name(node, control, in: runtime) }
      }
    } else {
      for node in toRename.values where !node.isRemoved {
        if let control = node.primitive?.asControl { name(node, control, in: runtime) }
      }
    }
    toRename = [:]
    round += 1
  }

  private func add(stack node: ViewNode) {
    stackNodes[ObjectIdentifier(node)] = node
    node.isInActionIndex = true
  }

  /// Computes the names a control answers to and lists it under them.
  private func name(_ node: ViewNode, _ control: any ControlView, in runtime: ViewRuntime) {
    namings += 1
    let id = ObjectIdentifier(node)
    let names = runtime.controlOnScreen(node, control).names
    if let old = namesOfControl[id] {
      if old == names { return }
      unlist(id, names: old)
    }
    namesOfControl[id] = names
    for name in names { controlsNamed[name, default: [:]][id] = node }
    node.isInActionIndex = true
  }

  private func unlist(_ id: ObjectIdentifier, names: [String]) {
    for name in names {
      controlsNamed[name]?[id] = nil
      if controlsNamed[name]?.isEmpty == true { controlsNamed[name] = nil }
    }
  }

  /// Nodes in screen order (pre-order: a node before its children, children in
  /// order), by their positions from the root.
  static func inScreenOrder(_ nodes: [ViewNode]) -> [ViewNode] {
    guard nodes.count > 1 else { return nodes }
    return nodes.map { ($0, $0.positionFromRoot) }
      .sorted { $0.1.lexicographicallyPrecedes($1.1) }
      .map(\.0)
  }
}

extension ViewNode {
  /// Its index among its parent's children, and its ancestors', root first:
  /// comparing two of these in order is comparing the nodes' places in screen order.
  var positionFromRoot: [Int] {
    var path: [Int] = []
    var node = self
    while let parent = node.parent {
      path.append(node.indexInParent)
      node = parent
    }
    return path.reversed()
  }
}
