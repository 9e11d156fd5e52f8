import ScenarioWire

/// `.disabled(_:)`: sets `isEnabled` to false in the environment of the modified
/// view (an inner `.disabled(false)` cannot re-enable what an outer
/// `.disabled(true)` disabled, as in SwiftUI). Controls where `isEnabled` is false
/// refuse the reader's actions (`tap`, `type`, `clear`, `toggle` report that the
/// control is disabled). The dump shows `[disabled]` where it was applied with `true`.
struct DisabledModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let isDisabled: Bool

  func update(node: ViewNode) {
    let disabled = isDisabled
    EnvironmentWriter(transform: { $0.isEnabled = $0.isEnabled && !disabled }, value: disabled).update(node: node)
  }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    isDisabled ? children.map { $0.adding(attribute: .disabled) } : children
  }
}

extension ViewNode {
  /// Whether this node's view is disabled: `isEnabled` is false in its environment
  /// (a `.disabled(true)` or `.environment(\.isEnabled, false)` above it).
  var isDisabled: Bool { !environment.isEnabled }
}

extension View {
  /// Disables the controls in this view: the reader can no longer use them.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(DisabledModifier(isDisabled: disabled))
  }
}
