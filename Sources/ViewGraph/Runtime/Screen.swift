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
    if let primitive = node.primitive {
      return primitive.screenElements(node: node, children: children)
    }
    return children
  }

  /// What the child of `node` at `key` shows: for primitives that place their
  /// children differently (a section's header and footer, a background layer).
  func screenElements(ofChild key: ChildKey, of node: ViewNode) -> [ScreenElement] {
    node.children.filter { $0.key == key }.flatMap { screenElements(of: $0) }
  }

  /// Controls in screen order (pre-order), with the titles a transcript names them
  /// by and the kind the dump shows them as.
  func controls() -> [ControlOnScreen] {
    var found: [ControlOnScreen] = []
    rootNode?.forEachInSubtree { node in
      guard !node.isRemoved, let control = node.view as? ControlView else { return }
      found.append(controlOnScreen(node, control))
    }
    return found
  }

  /// The control at `node` as an action sees it: the kind and title the dump shows.
  func controlOnScreen(_ node: ViewNode, _ control: any ControlView) -> ControlOnScreen {
    let element = screenElements(of: node).first
    return ControlOnScreen(
      node: node, control: control, kind: element?.name ?? "control", title: element?.label ?? "",
      otherTitles: control.otherTitles)
  }
}

/// A control found on screen.
@MainActor
struct ControlOnScreen {
  let node: ViewNode
  let control: ControlView
  /// The kind the dump shows: `Button`, `TextField`, `Toggle`, …
  let kind: String
  /// The title the dump shows.
  let title: String
  /// Other names an action may use: a text field's prompt.
  let otherTitles: [String]

  /// What an action can do to it, where it is.
  var controlKind: ControlKind { control.controlKind(on: node) }

  /// Whether an action naming `name` means this control.
  func isNamed(_ name: String) -> Bool { title == name || otherTitles.contains(name) }

  /// Every name an action may call it by: its title, then its other titles.
  var names: [String] { [title] + otherTitles }
}
