/// iOS 16–17 shapes tutorials use for cards and widgets: a rectangle whose corners
/// have radii of their own, and the shape of the container a view is in. Shown by
/// their type names (`UnevenRoundedRectangle [fill: orange]`), as custom shapes are;
/// the radii are not shown.

/// The radius of each corner of a rectangle.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top trailing corner's radius.
  public var topTrailing: CGFloat

  /// Radii for each corner, 0 unless given.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle with a radius for each corner.
public struct UnevenRoundedRectangle: Shape, Equatable {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// How the corners are drawn.
  public var style: RoundedCornerStyle

  /// A rectangle with the given corner radii.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with a radius for each corner, 0 unless given.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius),
      style: style)
  }

  /// The rectangle, rounded by its largest radius (the engine's paths are not drawn).
  public nonisolated func path(in rect: CGRect) -> Path {
    let radius = max(
      cornerRadii.topLeading, cornerRadii.bottomLeading, cornerRadii.bottomTrailing, cornerRadii.topTrailing)
    return Path(roundedRect: rect, cornerRadius: radius, style: style)
  }
}

/// The shape of the container this view is in (a widget, an app icon): a rectangle
/// in the engine, which has no containers with shapes.
public struct ContainerRelativeShape: Shape, Equatable {
  /// The container's shape.
  public init() {}
  /// `rect` itself.
  public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with the given corner radii.
  public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> Self {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }

  /// A rectangle with a radius for each corner.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> Self {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }
}

extension Shape where Self == ContainerRelativeShape {
  /// The container's shape.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
