import ScenarioWire

/// `.gesture(_:)`, `.simultaneousGesture(_:)` and `.highPriorityGesture(_:)`. A tap
/// gesture with an `onEnded` action makes the view tappable like `onTapGesture` (and
/// is shown as `[onTapGesture]`); any other gesture is shown as
/// `[gesture: DragGesture]` and never runs, since no transcript action performs it.
struct GestureModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let gesture: ScreenGesture

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    children.map { $0.adding(attribute: .gesture(gesture)) }
  }
}

extension View {
  /// Attaches a gesture to this view.
  @ViewBuilder
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    if let tap = gesture as? TapGestureAction {
      modifier(TapGestureModifier(count: tap.tapCount, action: tap.tapAction))
    } else {
      modifier(GestureModifier(gesture: GestureNames.gesture(gesture)))
    }
  }

  /// Attaches a gesture recognised alongside this view's others.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    self.gesture(gesture, including: mask)
  }

  /// Attaches a gesture recognised before this view's others.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    self.gesture(gesture, including: mask)
  }

  /// Accepts a long-press handler with a pressing callback; long presses are not a
  /// transcript action, so neither runs.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    self
  }

  /// Accepts a long-press handler with a pressing callback first (iOS 13); neither runs.
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> some View {
    self
  }
}
