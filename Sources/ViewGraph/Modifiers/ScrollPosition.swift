/// iOS 17 and 18 scroll APIs beyond the basics: a scroll position as a value,
/// geometry-driven effects, visibility callbacks. **Present and inert:** nothing
/// scrolls in the engine (`ScrollViewProxy.scrollTo` does nothing either), so a
/// position records what code asked for and nothing moves, visual effects' closures
/// are never called (every view is at rest, as for `scrollTransition`), and
/// visibility callbacks never run.
extension View {
  /// Binds a scroll view's position to a value (iOS 18).
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
    inertModifier()
  }

  /// Applies an effect from this view's geometry (never called: at rest).
  public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    inertModifier()
  }

  /// Lets a scroll view's content draw outside its bounds (not shown).
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { inertModifier() }

  /// Runs `action` when this view enters or leaves a scroll view's visible region
  /// (never: nothing scrolls).
  public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
    inertModifier()
  }

  /// Sets where a scroll view starts (not modelled: nothing scrolls).
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { inertModifier() }

  /// Tints a list row's symbols (not shown).
  public func listItemTint(_ tint: Color?) -> some View { inertModifier() }

  /// Sets the spacing between a list's sections (layout is not modelled).
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { inertModifier() }
}

/// The spacing between a list's sections.
public struct ListSectionSpacing: Hashable, Sendable {
  let points: CGFloat?
  /// The system's spacing.
  public static let `default` = ListSectionSpacing(points: nil)
  /// Less spacing.
  public static let compact = ListSectionSpacing(points: nil)
  /// A spacing in points.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

/// Where a scroll view is scrolled to, as a value a binding can hold (iOS 18):
/// an edge, a view's id, or a point. **Modelled:** scrolling a position records the
/// request (`edge`, `viewID`, `point`) and nothing moves; the user never scrolls, so
/// `isPositionedByUser` is always false.
public struct ScrollPosition: Hashable, Sendable {
  /// The edge scrolled to, if that was the last request.
  public private(set) var edge: Edge?
  /// The point scrolled to, if that was the last request.
  public private(set) var point: CGPoint?
  /// The id of the view scrolled to, if that was the last request.
  private var id: AnyHashableSendable?
  /// Whether the user scrolled last: never in the engine.
  public var isPositionedByUser: Bool { false }

  /// A position at an edge (or at none).
  public init(edge: Edge? = nil) { self.edge = edge }

  /// A position of views identified by `idType`, at an edge (or at none).
  public init<ID: Hashable & Sendable>(idType: ID.Type = ID.self, edge: Edge? = nil) { self.edge = edge }

  /// A position at a view's id.
  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { self.id = AnyHashableSendable(id) }

  /// A position at a point.
  public init(point: CGPoint) { self.point = point }

  /// A position at an x and y.
  public init(x: CGFloat, y: CGFloat) { self.point = CGPoint(x: x, y: y) }

  /// The id of the view scrolled to, if it has that type.
  public func viewID<ID: Hashable>(type: ID.Type) -> ID? { id?.base as? ID }

  /// Scrolls to an edge.
  public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }

  /// Scrolls to a view.
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    self = ScrollPosition(id: id, anchor: anchor)
  }

  /// Scrolls to a point.
  public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }

  /// Scrolls to an x and y.
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(x: x, y: y) }
}

/// A hashable value that can cross concurrency domains: the id a scroll position
/// records.
struct AnyHashableSendable: Hashable, @unchecked Sendable {
  let base: AnyHashable
  init(_ value: some Hashable & Sendable) { base = AnyHashable(value) }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The nearest scroll view's space (iOS 17): measured as a named space no view
  /// declares, so from the screen.
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("SwiftUI.scrollView")) }
}
