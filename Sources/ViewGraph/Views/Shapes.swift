import ScenarioWire

/// A 2D shape: an outline for a rectangle (`path(in:)`) that is also a view. The
/// built-in shapes (`Circle`, `Rectangle`, `RoundedRectangle`, `Capsule`, `Ellipse`)
/// and custom ones show in the dump by their type name (`Triangle`); `.fill(_:)` and
/// `.stroke(_:)` are recorded as `[fill: red]` and `[stroke: blue]`. Nothing is drawn,
/// so `path(in:)` is only called by code that asks for it.
@MainActor @preconcurrency
public protocol Shape: Animatable, View, Sendable {
  /// The outline of this shape in `rect`.
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  /// A shape's body draws its path in the foreground style: `_ShapeView`.
  public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

  /// Fills this shape with a style: `[fill: red]`.
  public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle()) -> some View {
    visualAttribute(.fill(AttributeFormat.style(content)))
  }

  /// Outlines this shape with a style: `[stroke: blue]`.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    visualAttribute(.stroke(AttributeFormat.style(content)))
  }

  /// Outlines this shape with a style and a stroke style (caps, joins, dashes):
  /// `[stroke: blue]`.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
    visualAttribute(.stroke(AttributeFormat.style(content)))
  }
}

/// How a shape is filled (not modelled).
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule decides what is inside.
  public var isEOFilled: Bool
  /// Whether edges are antialiased.
  public var isAntialiased: Bool
  /// Creates a fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// A circle, centred in its rectangle.
public struct Circle: Shape, Equatable {
  /// Creates a circle.
  public init() {}
  public typealias Body = Never
  /// The largest circle centred in `rect`.
  public nonisolated func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }
}

/// A rectangle.
public struct Rectangle: Shape, Equatable {
  /// Creates a rectangle.
  public init() {}
  public typealias Body = Never
  /// `rect` itself.
  public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, Equatable {
  /// The size of the corners' ellipses.
  public var cornerSize: CGSize
  /// How the corners are drawn.
  public var style: RoundedCornerStyle
  /// Creates a rounded rectangle with circular corners of `cornerRadius`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  /// Creates a rounded rectangle with elliptical corners.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  public typealias Body = Never
  /// `rect` with rounded corners.
  public nonisolated func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }
}

/// A rectangle with fully rounded ends.
public struct Capsule: Shape, Equatable {
  /// How the ends are drawn.
  public var style: RoundedCornerStyle
  /// Creates a capsule.
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  public typealias Body = Never
  /// `rect` with ends rounded by half its shorter side.
  public nonisolated func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
  }
}

/// An ellipse.
public struct Ellipse: Shape, Equatable {
  /// Creates an ellipse.
  public init() {}
  public typealias Body = Never
  /// The ellipse inscribed in `rect`.
  public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// How rounded corners are drawn (not modelled).
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// Shapes show themselves by their type name.
@MainActor
protocol NamedShape: PrimitiveView {
  /// The element the shape shows as: its type's name.
  static var kind: ScreenElementKind { get }
}

extension NamedShape {
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: Self.kind)]
  }
}

extension Circle: NamedShape { static var kind: ScreenElementKind { .circle } }
extension Rectangle: NamedShape { static var kind: ScreenElementKind { .rectangle } }
extension RoundedRectangle: NamedShape { static var kind: ScreenElementKind { .roundedRectangle } }
extension Capsule: NamedShape { static var kind: ScreenElementKind { .capsule } }
extension Ellipse: NamedShape { static var kind: ScreenElementKind { .ellipse } }

extension View {
  /// Clips this view to a shape: `[clipShape: Circle]`.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    visualAttribute(.clipShape(ShapeDescription(shape).shape))
  }

  /// Fills the space behind this view with a style in a shape: `[background: red in Capsule]`.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    visualAttribute(.background(AttributeFormat.style(style), shape: ShapeDescription(shape).shape))
  }
}
