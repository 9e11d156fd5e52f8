/// Modifiers whose effect reaches beyond the view they modify, settled once per
/// render after the appear and disappear callbacks are queued: preference readers
/// (`onPreferenceChange`) and `preferredColorScheme`.
@MainActor
protocol ScreenWideState: AnyObject {
  /// Called once per render while the node is alive.
  func settle(on node: ViewNode)
}

extension ViewRuntime {
  /// Settles every screen-wide modifier, in creation order, and applies the preferred
  /// colour scheme.
  func updateScreenWideModifiers() {
    screenWideNodes.removeAll { $0.isRemoved }
    guard !screenWideNodes.isEmpty || appliedColorScheme != nil else { return }
    for node in screenWideNodes { (node.primitiveState as? ScreenWideState)?.settle(on: node) }
    applyPreferredColorScheme()
  }

  /// Registers a node whose modifier is screen-wide (once).
  func registerScreenWide(_ node: ViewNode) {
    if !screenWideNodes.contains(where: { $0 === node }) { screenWideNodes.append(node) }
  }
}

extension ViewNode {
  /// Number of ancestors: how deep this node is.
  var depth: Int {
    var count = 0
    var ancestor = parent
    while let node = ancestor {
      count += 1
      ancestor = node.parent
    }
    return count
  }

  /// The environment of the whole screen changed (the preferred colour scheme): every
  /// environment property that now sees another value invalidates its view.
  func rootEnvironmentDidChange() {
    let dependents = propertyStorage.enumerated().compactMap { index, storage in
      (storage as? EnvironmentDependentStorage).map { (index, $0) }
    }
    for (index, storage) in dependents where storage.update(with: environment) {
      changedProperties.insert(index)
      markDirty()
    }
    environmentDidChange()
  }
}
