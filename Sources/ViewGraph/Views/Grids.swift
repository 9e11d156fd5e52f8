import ScenarioWire

/// A column or row description for lazy grids (layout is not modelled).
public struct GridItem: Sendable {
  /// How an item is sized.
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The item's size.
  public var size: Size
  /// Space to the next item.
  public var spacing: CGFloat?
  /// Alignment within the item.
  public var alignment: Alignment?

  /// Describes a grid column or row.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A grid that grows vertically: shown as `LazyVGrid` with its cells as children.
public struct LazyVGrid<Content: View>: View {
  let content: Content
  /// Creates the grid; columns and spacing do not affect behaviour.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public typealias Body = Never
}

/// A grid that grows horizontally: shown as `LazyHGrid` with its cells as children.
public struct LazyHGrid<Content: View>: View {
  let content: Content
  /// Creates the grid; rows and spacing do not affect behaviour.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public typealias Body = Never
}

/// A grid of rows: shown as `Grid`, each `GridRow` as a child.
public struct Grid<Content: View>: View {
  let content: Content
  /// Creates the grid; alignment and spacing do not affect behaviour.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public typealias Body = Never
}

/// One row of a `Grid`.
public struct GridRow<Content: View>: View {
  let content: Content
  /// Creates the row.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
}

extension LazyVGrid: PrimitiveView, ContainerView {
  var containerKind: ScreenElementKind { .lazyVGrid }
  var containedView: any View { content }
}
extension LazyHGrid: PrimitiveView, ContainerView {
  var containerKind: ScreenElementKind { .lazyHGrid }
  var containedView: any View { content }
}
extension Grid: PrimitiveView, ContainerView {
  var containerKind: ScreenElementKind { .grid }
  var containedView: any View { content }
}
extension GridRow: PrimitiveView, ContainerView {
  var containerKind: ScreenElementKind { .gridRow }
  var containedView: any View { content }
}
