/// The state of a container that keeps some children alive off screen: the tabs that
/// are not selected, the views a navigation stack's top view covers.
@MainActor
protocol ChildHidingState: AnyObject {
  /// Whether the child at `key` is off screen.
  func hides(_ key: ChildKey) -> Bool
}

extension NavigationStackState: ChildHidingState {
  func hides(_ key: ChildKey) -> Bool { covers(key) }
}

extension ViewNode {
  /// Whether a container above keeps this node off screen: its controls are not on
  /// screen and it does not appear until the container shows it.
  var isOffScreen: Bool {
    var child = self
    while let parent = child.parent {
      if let state = parent.primitiveState as? ChildHidingState, state.hides(child.key) { return true }
      child = parent
    }
    return false
  }

  /// Post-order walk of the part of this subtree that is on screen (children a
  /// container keeps off screen are left out with their subtrees).
  func forEachShownPostOrder(_ body: (ViewNode) -> Void) {
    let hiding = primitiveState as? ChildHidingState
    for child in children where !(hiding?.hides(child.key) ?? false) { child.forEachShownPostOrder(body) }
    body(self)
  }

  /// A subtree leaves the screen while alive: its views' disappear callbacks run.
  func hideSubtree() {
    forEachPostOrder { node in
      guard node.isAppeared, !node.isRemoved else { return }
      node.isAppeared = false
      (node.primitiveState as? NodeLifetimeObserver)?.nodeDidDisappear(node)
    }
  }

  /// A subtree comes back on screen: its views appear again at the next render.
  func showSubtree() {
    guard !isAppeared else { return }
    runtime.unappearedNodes.append(self)
  }
}
