import ScenarioWire

/// Flexible space in a stack. Layout is not modelled; the dump shows `Spacer` so a
/// reader sees where it is.
public struct Spacer: View, Equatable {
  /// Creates a spacer; the minimum length does not affect behaviour.
  public init(minLength: CGFloat? = nil) {}
  public typealias Body = Never
}

extension Spacer: PrimitiveView {
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: .spacer)]
  }
}
