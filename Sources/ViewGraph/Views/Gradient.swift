import ScenarioWire

/// Colours and where they fall along a gradient: the value `LinearGradient`,
/// `RadialGradient` and `AngularGradient` draw. Nothing is drawn; the dump spells a
/// gradient by its colours in order (`LinearGradient purple blue`).
public struct Gradient: Hashable, Sendable {
  /// One colour at a location between 0 and 1.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where it is, from 0 (start) to 1 (end).
    public var location: CGFloat
    /// A stop.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// A gradient from stops.
  public init(stops: [Stop]) { self.stops = stops }

  /// A gradient from colours spaced evenly.
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }

  /// The stops as the screen records them.
  var screenStops: [ScreenGradient.Stop] {
    stops.map { ScreenGradient.Stop($0.color.value, at: ScreenNumber($0.location)) }
  }
}

extension Gradient: ShapeStyle {}

extension Gradient: ScreenStyleConvertible {
  var screenStyle: ScreenStyle { .gradient(ScreenGradient(.gradient, stops: screenStops)) }
}

/// A gradient made from one colour, as `Color.gradient` returns it (iOS 16): shown as
/// `blue gradient`.
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
  let colors: [ScreenColor]

  /// A gradient from a gradient value.
  public init(_ gradient: Gradient) { colors = gradient.stops.map(\.color.value) }
}

extension AnyGradient: ScreenStyleConvertible {
  var screenStyle: ScreenStyle { .colorGradient(colors) }
}

extension Color {
  /// A gentle gradient of this colour: `[fill: blue gradient]`.
  public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self])) }
}

/// A gradient style, named in the attributes of what it fills by its kind and its
/// colours (`[fill: LinearGradient pink purple]`).
protocol GradientStyle: ScreenStyleConvertible {
  /// The gradient as the screen records it: its kind, stops and direction.
  var screenGradient: ScreenGradient { get }
}

extension GradientStyle {
  var screenStyle: ScreenStyle { .gradient(screenGradient) }
}

/// A gradient shown as a view: its kind with its colours
/// (`LinearGradient [colors: purple blue]`).
protocol GradientView: GradientStyle, PrimitiveView {
  /// The element kind: `LinearGradient`, `RadialGradient`, …
  static var kind: ScreenElementKind { get }
}

extension GradientView {
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: Self.kind, attributes: [.gradient(screenGradient)])]
  }
}
