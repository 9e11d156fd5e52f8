import ScenarioWire

/// Reading the screen: the dump of what is shown, and the controls on it.
extension ViewRuntime {
  /// The current screen as elements, in screen order.
  public func screen() -> [ScreenElement] {
    guard let root = rootNode else { return [] }
    return screenElements(of: root)
  }

  func screenElements(of node: ViewNode) -> [ScreenElement] {
    let children = node.children.flatMap { screenElements(of: $0) }
    if let primitive = node.view as? PrimitiveView {
      return primitive.screenElements(node: node, children: children)
    }
    return children
  }

  /// Controls in screen order (pre-order), with the title a transcript names them by.
  func controls() -> [(node: ViewNode, control: ControlView, title: String)] {
    var found: [(ViewNode, ControlView, String)] = []
    rootNode?.forEachInSubtree { node in
      guard !node.isRemoved, let control = node.view as? ControlView else { return }
      let title = screenElements(of: node).first?.label ?? ""
      found.append((node, control, title))
    }
    return found
  }
}
