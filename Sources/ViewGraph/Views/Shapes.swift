import ScenarioWire

/// A built-in shape drawn as a view: `Circle`, `Rectangle`, `RoundedRectangle`,
/// `Capsule`, `Ellipse`. Shown by its name; `.fill(_:)` and `.stroke(_:)` are
/// recorded as `[fill: red]` and `[stroke: blue]`.
@MainActor @preconcurrency
public protocol Shape: View {}

extension Shape {
  /// Fills this shape with a style: `[fill: red]`.
  public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle()) -> some View {
    visualAttribute(.fill(AttributeFormat.style(content)))
  }

  /// Outlines this shape with a style: `[stroke: blue]`.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    visualAttribute(.stroke(AttributeFormat.style(content)))
  }
}

/// How a shape is filled (not modelled).
public struct FillStyle: Hashable, Sendable {
  /// Creates a fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// A circle.
public struct Circle: Shape, Equatable {
  /// Creates a circle.
  public init() {}
  public typealias Body = Never
}

/// A rectangle.
public struct Rectangle: Shape, Equatable {
  /// Creates a rectangle.
  public init() {}
  public typealias Body = Never
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, Equatable {
  /// Creates a rounded rectangle.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  public typealias Body = Never
}

/// A rectangle with fully rounded ends.
public struct Capsule: Shape, Equatable {
  /// Creates a capsule.
  public init(style: RoundedCornerStyle = .continuous) {}
  public typealias Body = Never
}

/// An ellipse.
public struct Ellipse: Shape, Equatable {
  /// Creates an ellipse.
  public init() {}
  public typealias Body = Never
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
    visualAttribute(.clipShape("\(S.self)"))
  }

  /// Fills the space behind this view with a style in a shape: `[background: red in Capsule]`.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    visualAttribute(.background(AttributeFormat.style(style), shape: "\(T.self)"))
  }
}
