import ScenarioWire

/// A gradient along a line between two unit points: a shape style and a view. As a
/// view it is shown as `LinearGradient [colors: purple blue]`; as a style, in the
/// attribute of what it fills (`[fill: LinearGradient purple blue]`).
public struct LinearGradient: ShapeStyle, View, Hashable, Sendable {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  /// A linear gradient.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// A linear gradient of evenly spaced colours.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient from stops.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  public typealias Body = Never
}

extension LinearGradient: GradientView {
  static var kind: ScreenElementKind { .linearGradient }
  var screenGradient: ScreenGradient {
    ScreenGradient(
      .linear, stops: gradient.screenStops, startPoint: startPoint.screenPoint, endPoint: endPoint.screenPoint)
  }
}

extension UnitPoint {
  /// The point as the screen records it.
  var screenPoint: ScreenGradient.UnitPoint { ScreenGradient.UnitPoint(x: ScreenNumber(x), y: ScreenNumber(y)) }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of evenly spaced colours.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient from stops.
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}
