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

  /// The colours, as the dump spells them: `purple blue`.
  var colorNames: String { stops.map(\.color.screenDescription).joined(separator: " ") }
}

extension Gradient: ShapeStyle {}

extension Gradient: ScreenDescribable {
  var screenDescription: String { "Gradient \(colorNames)" }
}

/// A gradient made from one colour, as `Color.gradient` returns it (iOS 16): shown as
/// `blue gradient`.
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
  let base: String

  /// A gradient from a gradient value.
  public init(_ gradient: Gradient) { base = gradient.colorNames }
}

extension AnyGradient: ScreenDescribable {
  var screenDescription: String { "\(base) gradient" }
}

extension Color {
  /// A gentle gradient of this colour: `[fill: blue gradient]`.
  public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self])) }
}

/// A gradient style, named in the attributes of what it fills by its kind and its
/// colours (`[fill: LinearGradient pink purple]`).
protocol GradientStyle: ScreenDescribable {
  /// The dump's kind: `LinearGradient`, `RadialGradient`, …
  static var kindName: String { get }
  var gradient: Gradient { get }
}

extension GradientStyle {
  var screenDescription: String { "\(Self.kindName) \(gradient.colorNames)" }
}

/// A gradient shown as a view: its kind with its colours
/// (`LinearGradient [colors: purple blue]`).
protocol GradientView: GradientStyle, PrimitiveView {}

extension GradientView {
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: Self.kindName, attributes: ["colors: \(gradient.colorNames)"])]
  }
}
