/// What a custom `Layout` reads from its subviews beyond their sizes: values set
/// with `layoutValue(key:value:)`, dimensions and spacing. A layout's
/// `sizeThatFits` and `placeSubviews` are never called (`Layout.swift`), so these
/// exist for layouts to compile; a subview answers with the key's default value,
/// the size it would take, and the system's spacing.

/// A key for a value a view passes to the layout it is in.
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a subview that sets none.
  static var defaultValue: Value { get }
}

extension View {
  /// Passes `value` under `key` to the layout this view is in (not shown).
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View { inertModifier() }
}

extension LayoutSubview {
  /// The value the subview passes under `key`: the key's default (layouts never
  /// run).
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }

  /// The subview's dimensions under `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(proposal)
    return ViewDimensions(width: size.width, height: size.height)
  }

  /// The spacing the subview prefers around it.
  public var spacing: ViewSpacing { ViewSpacing() }
}

/// The spacing a view prefers around it: the system's 8 points in the engine.
public struct ViewSpacing: Sendable {
  /// No spacing.
  public static let zero = ViewSpacing(points: 0)
  let points: CGFloat

  /// The system's spacing.
  public init() { points = 8 }

  init(points: CGFloat) { self.points = points }

  /// The distance to `next` along `axis`: the larger of the two.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(points, next.points) }

  /// Makes this spacing the larger of itself and `other` on `edges`.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { self = union(other, edges: edges) }

  /// The larger of this spacing and `other` on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    ViewSpacing(points: max(points, other.points))
  }
}
