import ScenarioWire

/// A two-dimensional gradient (iOS 18): a grid of `width` × `height` points, each
/// with a colour. A shape style and a view. Nothing is drawn; as a view it is shown
/// as `MeshGradient [colors: indigo purple …]`, its colours in the order of its
/// points; as a style, as a plain gradient of those colours.
public struct MeshGradient: ShapeStyle, View, Equatable, Sendable {
  /// The number of points across.
  public var width: Int
  /// The number of points down.
  public var height: Int
  /// Where the points are.
  public var locations: Locations
  /// The points' colours.
  public var colors: Colors
  /// The colour outside the mesh.
  public var background: Color
  /// Whether colours are interpolated smoothly between points.
  public var smoothsColors: Bool
  /// The colour space colours are interpolated in.
  public var colorSpace: Gradient.ColorSpace

  /// A mesh from locations and colours.
  public init(
    width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    self.locations = locations
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }

  /// A mesh of points in unit coordinates, row by row, with a colour each.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
      smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// A mesh of Bézier points, row by row, with a colour each.
  public init(
    width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
      background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// Where a mesh's points are.
  public enum Locations: Equatable, Sendable {
    /// Points in unit coordinates.
    case points([SIMD2<Float>])
    /// Points with control points.
    case bezierPoints([BezierPoint])
  }

  /// A mesh's colours.
  public enum Colors: Equatable, Sendable {
    /// One colour a point.
    case colors([Color])
  }

  /// A point of a mesh with the control points of its four edges.
  public struct BezierPoint: Equatable, Sendable {
    /// The point.
    public var position: SIMD2<Float>
    /// The control point towards the left.
    public var leadingControlPoint: SIMD2<Float>
    /// The control point upwards.
    public var topControlPoint: SIMD2<Float>
    /// The control point towards the right.
    public var trailingControlPoint: SIMD2<Float>
    /// The control point downwards.
    public var bottomControlPoint: SIMD2<Float>

    /// A point with its control points.
    public init(
      position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
      trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
    ) {
      self.position = position
      self.leadingControlPoint = leadingControlPoint
      self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint
      self.bottomControlPoint = bottomControlPoint
    }
  }

  public typealias Body = Never

  /// The colours as a plain gradient, in the order of the points.
  var flattened: Gradient {
    switch colors {
    case .colors(let colors): Gradient(colors: colors)
    }
  }
}

extension Gradient {
  /// The colour space a gradient's colours are interpolated in.
  public struct ColorSpace: Hashable, Sendable {
    let name: String
    /// The device's colour space.
    public static let device = ColorSpace(name: "device")
    /// A colour space where equal steps look equal.
    public static let perceptual = ColorSpace(name: "perceptual")
  }

  /// This gradient interpolated in another colour space (not shown).
  public func colorSpace(_ space: ColorSpace) -> Gradient { self }
}

extension MeshGradient: ScreenStyleConvertible {
  var screenStyle: ScreenStyle { .gradient(ScreenGradient(.gradient, stops: flattened.screenStops)) }
}

extension MeshGradient: PrimitiveView {
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [
      ScreenElement(
        kind: .customShape, typeName: "MeshGradient",
        attributes: [.gradient(ScreenGradient(.gradient, stops: flattened.screenStops))])
    ]
  }
}
