import ScenarioWire

/// `.onTapGesture`: makes any view tappable. A transcript's `tap "Title"` reaches it
/// by the text it shows, like a button; the dump marks it `[onTapGesture]`.
public struct TapGestureModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let count: Int
  let action: () -> Void

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    children.map { element in
      var element = element
      element.attributes.append(.onTapGesture(count: count))
      return element
    }
  }
}

extension ModifiedContent: ControlView where Content: View, Modifier == TapGestureModifier {
  var controlKind: ControlKind { .button(modifier.action) }
}

extension View {
  /// Runs `action` when the view is tapped (`count` taps in a row count as one tap
  /// action in a transcript).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<
    Self, TapGestureModifier
  > {
    modifier(TapGestureModifier(count: count, action: action))
  }

  /// Runs `action` with where the tap landed (iOS 17). **Modelled:** the engine has
  /// no layout positions, so a `tap` lands at the origin, `(0, 0)`, of the
  /// coordinate space.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> ModifiedContent<Self, TapGestureModifier> {
    modifier(TapGestureModifier(count: count, action: { action(.zero) }))
  }

}
