import Observation

/// Creating, updating and removing nodes: the reconciliation of view values with
/// the graph of identities.
extension ViewRuntime {
  /// Re-evaluates every dirty node, top-down, and queues the `onChange` actions the
  /// pass found in reverse creation order (inner before outer, children before
  /// parents: rule 4.4).
  func flush() {
    guard hasDirtyNodes, let root = rootNode else { return }
    dirtyCount = 0
    updateDepth += 1
    defer { updateDepth -= 1 }
    if root.isDirty { evaluate(root) } else if root.hasDirtyDescendant { updateDirtyDescendants(of: root) }
    queuePassActions()
    updatePassDidEnd()
  }

  /// Moves the actions the last pass found into the queue, latest-created node first.
  func queuePassActions() {
    let found = passActions.sorted { $0.order > $1.order }
    passActions = []
    actionQueue.append(contentsOf: found.map(\.action))
  }

  /// Creates the node for a new identity and evaluates it.
  func makeNode(parent: ViewNode?, key: ChildKey, view: any View) -> ViewNode {
    let node = ViewNode(runtime: self, parent: parent, key: key, view: view)
    unappearedNodes.append(node)
    evaluate(node)
    return node
  }

  /// Gives an existing node its parent's new value. A view with a body is evaluated
  /// again only if it is dirty or the value changed (3.1, 3.3); primitives always
  /// pass the new value on to their children.
  func update(_ node: ViewNode, with view: any View) {
    // `view` is of the node's type: reconcile matched them by key and type.
    if node.isPrimitive {
      if let new = view as? PrimitiveView, new.contentIsUnchanged(from: node.view) {
        // Keep the old value; only dirty descendants are brought up to date.
        if node.hasDirtyDescendant { updateDirtyDescendants(of: node) }
      } else {
        node.view = view
        evaluate(node)
      }
    } else if !ViewComparison.viewsEqual(node.view, view) {
      node.view = view
      node.selfChanged = true
      evaluate(node)
    } else if node.isDirty {
      node.view = view
      evaluate(node)
    } else if node.hasDirtyDescendant {
      updateDirtyDescendants(of: node)
    }
  }

  /// Evaluates a node: a primitive's children, or a composite view's body.
  func evaluate(_ node: ViewNode) {
    node.isDirty = false
    node.hasDirtyDescendant = false
    node.dirtyChildren = []
    if let primitive = node.primitive {
      // Debug builds (the engine's tests) hold the requirement to the conformance.
      assert((primitive.asControl != nil) == (node.view is any ControlView), "\(node.viewTypeName).asControl")
      primitive.update(node: node)
      reconcile(node, with: primitive.children(node: node))
    } else {
      let body = evaluateBody(of: node)
      reconcile(node, with: [ChildView(key: .content, view: body)])
    }
    actionTargets.noteEvaluated(node)
  }

  /// Brings the dirty descendants of a node that is itself unchanged up to date, its
  /// listed dirty children in screen order. A child marked dirty while the pass is
  /// here is visited now if it comes later on screen, and left for the next pass if
  /// it came before, as a walk over every child in order would.
  private func updateDirtyDescendants(of node: ViewNode) {
    node.hasDirtyDescendant = false
    var pending = ArraySlice(Self.inScreenOrder(node.dirtyChildren, of: node))
    node.dirtyChildren = []
    var passed = -1
    var leftForNextPass: [ViewNode] = []
    while true {
      if !node.dirtyChildren.isEmpty {
        let marked = node.dirtyChildren
        node.dirtyChildren = []
        leftForNextPass += marked.filter { $0.indexInParent <= passed }
        pending = ArraySlice(Self.inScreenOrder(Array(pending) + marked.filter { $0.indexInParent > passed }, of: node))
      }
      guard let child = pending.popFirst() else { break }
      passed = child.indexInParent
      if child.isDirty {
        evaluate(child)
      } else if child.hasDirtyDescendant {
        updateDirtyDescendants(of: child)
      }
    }
    node.dirtyChildren = leftForNextPass
  }

  /// The children of `node` among `listed`, each once, in screen order; removed ones
  /// and ones no longer its children are left out.
  private static func inScreenOrder(_ listed: [ViewNode], of node: ViewNode) -> [ViewNode] {
    var seen = Set<ObjectIdentifier>()
    return listed.filter { child in
      // Still at its position among the children: neither removed nor moved away.
      node.children.indices.contains(child.indexInParent) && node.children[child.indexInParent] === child
        && seen.insert(ObjectIdentifier(child)).inserted
    }.sorted { $0.indexInParent < $1.indexInParent }
  }

  /// Runs a composite view's body with its dynamic properties installed and its
  /// reads recorded.
  private func evaluateBody(of node: ViewNode) -> any View {
    if trace.isEnabled {
      let reasons = ChangeReport.tokens(for: node)
      trace.record(.body, node: node, detail: reasons.isEmpty ? "unchanged" : reasons.joined(separator: ", "))
    }
    DynamicPropertyBinder.install(node.view, on: node)
    for storage in node.dependencies.values { storage.forgetReader(node) }
    node.dependencies = [:]
    let outer = evaluatingNode
    evaluatingNode = node
    bodyEvaluationDepth += 1
    defer {
      bodyEvaluationDepth -= 1
      evaluatingNode = outer
    }
    let body = withObservationTracking {
      Self.body(of: node.view)
    } onChange: { [weak node] in
      // `@Observable` properties the body read: the first change invalidates it (2.8).
      MainActor.assumeIsolated {
        node?.dependencyChanged = true
        node?.markDirty()
      }
    }
    node.hasEvaluatedBody = true
    node.selfChanged = false
    node.changedProperties = []
    node.dependencyChanged = false
    node.changedStorages = []
    return body
  }

  /// The body of `view`, after its user dynamic properties' `update()`.
  private static func body<V: View>(of view: V) -> any View { DynamicPropertyUpdater.updated(view).body }

  /// Matches new child values to existing children by key and type: a match keeps
  /// its identity, anything else ends one lifetime and begins another (1.1, 1.2).
  func reconcile(_ node: ViewNode, with newChildren: [ChildView]) {
    var existing: [ChildKey: ViewNode] = [:]
    for child in node.children { existing[child.key] = child }
    var result: [ViewNode] = []
    result.reserveCapacity(newChildren.count)
    for child in newChildren {
      if let match = existing.removeValue(forKey: child.key) {
        if match.viewType == ObjectIdentifier(type(of: child.view)) {
          update(match, with: child.view)
          result.append(match)
          continue
        }
        remove(match)
      }
      result.append(makeNode(parent: node, key: child.key, view: child.view))
    }
    for old in node.children where existing[old.key] === old { remove(old) }
    for (index, child) in result.enumerated() { child.indexInParent = index }
    node.children = result
  }

  /// Ends the lifetime of a subtree: disappear callbacks are queued for the next
  /// render, dependencies and primitive state are released (1.3).
  func remove(_ node: ViewNode) {
    let queuedBefore = pendingDisappearActions.count
    defer {
      // With `.transition(.identity)` the old view leaves before the new one appears.
      if transitionIsIdentity(of: node.view) {
        earlyDisappearActions += pendingDisappearActions[queuedBefore...]
        pendingDisappearActions.removeSubrange(queuedBefore...)
      }
    }
    node.forEachPostOrder { removed in
      removed.isRemoved = true
      if removed.isInActionIndex { actionTargets.forget(removed) }
      if removed.isAppeared, let lifetime = removed.primitiveState as? NodeLifetimeObserver {
        lifetime.nodeDidDisappear(removed)
      }
      for storage in removed.dependencies.values { storage.forgetReader(removed) }
      removed.dependencies = [:]
    }
  }
}

/// Per-node state of a primitive that must hear about its node's lifetime.
@MainActor
protocol NodeLifetimeObserver: AnyObject {
  /// The node appeared on screen (queued in the render after its creation).
  func nodeDidAppear(_ node: ViewNode)
  /// The node's identity ended after it had appeared.
  func nodeDidDisappear(_ node: ViewNode)
}

extension NodeLifetimeObserver {
  func nodeDidAppear(_ node: ViewNode) {}
  func nodeDidDisappear(_ node: ViewNode) {}
}
