import ScenarioWire

/// A link that pushes a destination onto a navigation stack. Pushing is not
/// modelled: the link is shown as `NavigationLink "Detail"` (its label's text) and
/// no action follows it; its destination value is created with the link, as in
/// SwiftUI, but never shown, so the destination's body never runs. It is listed
/// among the controls when an action names a control that is not on screen.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label

  /// A link to a destination view, with a custom label.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A link to a destination built by a closure, with a custom label.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    _ = destination()
    self.label = label()
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
  /// A link that presents a value (destinations are not modelled).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled with a localized key that presents a value.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    label = Text(titleKey)
  }

  /// A link titled with a string shown verbatim that presents a value.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    label = Text(title)
  }
}

extension NavigationLink: PrimitiveView, ControlView {
  func children() -> [ChildView] { [ChildView(key: .content, view: label)] }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: .navigationLink, label: ScreenElement.title(of: children))]
  }

  var controlKind: ControlKind { .displayOnly }
}

extension View {
  /// Declares the destination for values pushed onto the enclosing stack (pushing
  /// is not modelled: the closure is never called).
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    inertModifier()
  }
}
