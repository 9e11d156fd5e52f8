import ScenarioWire

/// A shape drawn in a style: the body of every custom `Shape`. Shown as the shape's
/// name with the attributes of the shape modifiers applied to it
/// (`Circle [trim: 0 to 0.5]`).
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  /// The shape drawn.
  public var shape: Content
  /// The style it is filled with.
  public var style: Style
  /// How it is filled.
  public var fillStyle: FillStyle

  /// A shape in a style.
  public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
  }

  public typealias Body = Never
}

extension _ShapeView: PrimitiveView {
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    let description = ShapeDescription(shape)
    return [
      ScreenElement(
        kind: description.shape.kind, typeName: description.shape.typeName, attributes: description.attributes)
    ]
  }
}

/// The foreground style of the environment, as a shape style: what a shape is filled
/// with unless told otherwise.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
  /// The foreground style.
  public init() {}
}

extension ForegroundStyle: ScreenStyleConvertible {
  var screenStyle: ScreenStyle { .foreground }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// How the dump names a shape: its base shape (SwiftUI's, or a custom one by its type
/// name), with the shape modifiers (`trim`, `rotation`, `inset`, …) as attributes.
struct ShapeDescription {
  let shape: ScreenShape
  let attributes: [ScreenAttribute]

  init<S: Shape>(_ shape: S) {
    if let described = shape as? ShapeDescribing {
      (self.shape, attributes) = (described.baseShape, described.shapeAttributes)
    } else {
      (self.shape, attributes) = (Self.screenShape(of: shape), [])
    }
  }

  /// SwiftUI's shapes by their case, any other by its type's name.
  private static func screenShape<S: Shape>(of shape: S) -> ScreenShape {
    switch shape {
    case is Rectangle: .rectangle
    case is RoundedRectangle: .roundedRectangle
    case is Circle: .circle
    case is Capsule: .capsule
    case is Ellipse: .ellipse
    case is Path: .path
    default: .custom(TypeNames.plain(S.self))
    }
  }
}

/// A shape modifier's result: it names its base shape and adds an attribute.
protocol ShapeDescribing {
  var baseShape: ScreenShape { get }
  var shapeAttributes: [ScreenAttribute] { get }
}
