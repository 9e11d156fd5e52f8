/// How a view enters and leaves the screen. Animations are not modelled; only the
/// difference between `.identity` and the others matters, because with
/// `.transition(.identity)` a replaced view disappears before its replacement
/// appears (rule 1.4). `transitionIsIdentity(of:)` lets the update loop ask.
public struct AnyTransition: Sendable {
  /// Whether this transition is `.identity` (no transition at all).
  let isIdentity: Bool

  /// No transition: the view is inserted and removed at once.
  public static let identity = AnyTransition(isIdentity: true)
  /// A fade.
  public static let opacity = AnyTransition(isIdentity: false)
  /// A slide from the leading edge in, to the trailing edge out.
  public static let slide = AnyTransition(isIdentity: false)
  /// A scale from zero.
  public static let scale = AnyTransition(isIdentity: false)

  /// A scale from `scale`, around `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(isIdentity: false)
  }

  /// A transition between two states of a view modifier: `active` while the view
  /// enters and leaves, `identity` once it is in place. Neither is applied: animations
  /// are not modelled, and at rest a view shows its identity state, which is the
  /// modified view itself.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(isIdentity: false)
  }

  /// A move from and to an edge.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(isIdentity: false) }

  /// A push from an edge.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(isIdentity: false) }

  /// An offset by a distance.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(isIdentity: false) }

  /// Different transitions for insertion and removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(isIdentity: insertion.isIdentity && removal.isIdentity)
  }

  /// This transition and another, together.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(isIdentity: isIdentity && other.isIdentity)
  }

  /// This transition with an animation (animations are not modelled).
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A point in a view's unit square, for anchors (layout is not modelled).
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal position, 0 at the leading edge.
  public var x: CGFloat
  /// The vertical position, 0 at the top.
  public var y: CGFloat
  /// Creates a point.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  /// The centre.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The top-leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The middle of the top edge.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The top-trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The middle of the leading edge.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The bottom-leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The middle of the bottom edge.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The bottom-trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// `.transition(_:)` on a view: shows nothing; the update loop reads it through
/// `transitionIsIdentity(of:)`.
struct TransitionModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let transition: AnyTransition
}

/// A view value that may carry a transition at its top.
@MainActor
protocol TransitionCarrying {
  /// The transition applied at the top of this view value, looking through other
  /// modifiers; `nil` when there is none.
  var outermostTransition: AnyTransition? { get }
}

extension ModifiedContent: TransitionCarrying where Content: View, Modifier: ViewModifier {
  var outermostTransition: AnyTransition? {
    if let modifier = modifier as? TransitionModifier { return modifier.transition }
    return (content as? TransitionCarrying)?.outermostTransition
  }
}

/// Whether `view` (a child value being inserted or removed) has
/// `.transition(.identity)`: its removal must then come before its replacement's
/// insertion (rule 1.4).
@MainActor
func transitionIsIdentity(of view: any View) -> Bool {
  (view as? TransitionCarrying)?.outermostTransition?.isIdentity ?? false
}

extension View {
  /// Sets how this view is inserted and removed.
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(TransitionModifier(transition: transition))
  }
}
