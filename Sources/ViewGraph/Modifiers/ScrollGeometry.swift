/// iOS 18's scroll observation: a scroll view's geometry and phase as values.
/// **Present and inert:** nothing scrolls in the engine, so neither action is ever
/// called (a view that needs the offset sees none).
extension View {
  /// Runs `action` when the value `transform` reads from the scroll geometry
  /// changes (never: nothing scrolls).
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    inertModifier()
  }

  /// Runs `action` when the scroll phase changes (never: nothing scrolls).
  public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void)
    -> some View
  {
    inertModifier()
  }
}

/// The geometry of a scroll view: its offset, content and container.
public struct ScrollGeometry: Equatable, Sendable {
  /// How far the content is scrolled.
  public var contentOffset: CGPoint
  /// The size of the content.
  public var contentSize: CGSize
  /// The insets around the content.
  public var contentInsets: EdgeInsets
  /// The size of the scroll view.
  public var containerSize: CGSize

  /// The part of the content that is visible.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  /// The scroll view's bounds in its content's space.
  public var bounds: CGRect { visibleRect }
}

/// What a scroll view is doing.
public enum ScrollPhase: Hashable, Sendable {
  case idle, tracking, interacting, decelerating, animating

  /// Whether the content is moving.
  public var isScrolling: Bool { self != .idle }
}

/// A tap that reports where it landed (shown as `[gesture: SpatialTapGesture]`;
/// never run).
public struct SpatialTapGesture: Gesture {
  /// Taps needed.
  public var count: Int
  /// The coordinate space of the location.
  public var coordinateSpace: CoordinateSpace
  /// A gesture of `count` taps.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }
  /// Where the tap landed.
  public struct Value: Equatable, Sendable {
    /// The location.
    public var location: CGPoint
  }
  public typealias Body = Never
}

/// Pointer, focus and overlay modifiers of iPadOS and iOS 16–17 (there is no
/// pointer, focus engine or system overlay in a transcript): accepted, never run.
extension View {
  /// Runs `action` when a pointer enters or leaves this view (never).
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { inertModifier() }

  /// Focuses the field bound to `value` when the view appears (not modelled: no
  /// keyboard; the binding is left as it is).
  public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V) -> some View {
    inertModifier()
  }

  /// Sets the shape containers with `ContainerRelativeShape` take (not shown).
  public func containerShape(_ shape: some InsettableShape) -> some View { inertModifier() }

  /// Hides the home indicator and other system overlays (not shown).
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { inertModifier() }
}
