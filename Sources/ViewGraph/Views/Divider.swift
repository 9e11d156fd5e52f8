import ScenarioWire

/// A line separating content: shown as `Divider`.
public struct Divider: View, Equatable {
  /// Creates a divider.
  public init() {}
  public typealias Body = Never
}

extension Divider: PrimitiveView {
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: .divider)]
  }
}
