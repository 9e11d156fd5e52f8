import ScenarioWire

/// A link that pushes onto the enclosing `NavigationStack`: shown as
/// `NavigationLink "Detail"` (its label's text); `tap "Detail"` pushes its
/// destination view, or its value, whose destination the stack finds among the
/// `navigationDestination(for:)` declared in it. A link outside a stack, or whose
/// value is `nil`, does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let target: NavigationStackState.Content?

  /// A link to a destination view, with a custom label.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .view(destination)
  }

  /// A link to a destination built by a closure, with a custom label.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), label: label)
  }

  public typealias Body = Never
}

extension NavigationLink where Label == Text {
  /// A link titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled with a localized key, to a destination view.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes a value, for the stack's `navigationDestination(for:)`.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = value.map { .value(AnyHashable($0)) }
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled with a localized key that pushes a value.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// A link titled with a string shown verbatim that pushes a value.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink: PrimitiveView, ControlView {
  func children() -> [ChildView] { [ChildView(key: .content, view: label)] }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: .navigationLink, label: ScreenElement.title(of: children))]
  }

  var controlKind: ControlKind { .displayOnly }

  func controlKind(on node: ViewNode) -> ControlKind {
    .button { [weak node] in
      guard let node, let target, let stack = node.enclosingNavigationStack else { return }
      let state = stack.primitiveState as! NavigationStackState
      if case .value(let value) = target, !state.hasDestination(for: value) {
        node.runtime.warn(
          "A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching "
            + "navigationDestination declaration visible from the location of the link. The link cannot be activated.")
        return
      }
      state.push(target, on: stack)
    }
  }
}

extension ViewNode {
  /// The nearest navigation stack above this node.
  var enclosingNavigationStack: ViewNode? {
    var ancestor = parent
    while let node = ancestor, !(node.primitiveState is NavigationStackState) { ancestor = node.parent }
    return ancestor
  }
}
