import ScenarioWire

/// A primitive drawn as a label and content: the label is child 0, the content the
/// `.content` child (a group box, labelled content, a menu, a picker, a disclosure
/// group's control). The label's text titles the element the screen shows.
protocol LabelledPrimitive: PrimitiveView {
  associatedtype LabelView: View
  associatedtype ContentView: View
  /// The label, a view like any other.
  var label: LabelView { get }
  /// The content under or beside the label.
  var content: ContentView { get }
}

extension LabelledPrimitive {
  /// The label's structural key.
  static var labelKey: ChildKey { .index(0) }

  func children() -> [ChildView] {
    [ChildView(key: Self.labelKey, view: label), ChildView(key: .content, view: content)]
  }

  /// The label's text on `node`'s screen, as a title.
  @MainActor func title(on node: ViewNode) -> String { node.runtime.title(ofChild: Self.labelKey, of: node) }

  /// What the content shows on `node`'s screen.
  @MainActor func contentElements(on node: ViewNode) -> [ScreenElement] {
    node.runtime.screenElements(ofChild: .content, of: node)
  }
}
