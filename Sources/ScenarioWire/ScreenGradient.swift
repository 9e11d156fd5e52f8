/// A gradient as the engine records it: its kind, its colours where they fall, and
/// for a linear one its direction. The dump spells it by kind and colours,
/// `LinearGradient purple blue`; the site draws the rest.
public struct ScreenGradient: Codable, Hashable, Sendable, CustomStringConvertible {
  /// Which gradient, by the type's name the dump prints.
  public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
    /// A `Gradient` value used as a style itself.
    case gradient = "Gradient"
    /// Along a line.
    case linear = "LinearGradient"
    /// Out from a centre.
    case radial = "RadialGradient"
    /// Around a centre.
    case angular = "AngularGradient"
    /// Out from a centre, to the edges of its rectangle.
    case elliptical = "EllipticalGradient"
  }

  /// One colour at a location between 0 and 1.
  public struct Stop: Codable, Hashable, Sendable {
    /// The colour.
    public var color: ScreenColor
    /// Where it is, from 0 (start) to 1 (end).
    public var location: ScreenNumber

    /// Creates a stop.
    public init(_ color: ScreenColor, at location: ScreenNumber) {
      self.color = color
      self.location = location
    }
  }

  /// A point in unit coordinates of the filled rectangle: (0, 0) its top leading
  /// corner, (1, 1) its bottom trailing one.
  public struct UnitPoint: Codable, Hashable, Sendable {
    /// From leading (0) to trailing (1).
    public var x: ScreenNumber
    /// From top (0) to bottom (1).
    public var y: ScreenNumber

    /// Creates a unit point.
    public init(x: ScreenNumber, y: ScreenNumber) {
      self.x = x
      self.y = y
    }
  }

  /// Which gradient.
  public var kind: Kind
  /// The colours, in order.
  public var stops: [Stop]
  /// Where a linear gradient starts; `nil` for the other kinds.
  public var startPoint: UnitPoint?
  /// Where a linear gradient ends; `nil` for the other kinds.
  public var endPoint: UnitPoint?

  /// Creates a gradient.
  public init(_ kind: Kind, stops: [Stop], startPoint: UnitPoint? = nil, endPoint: UnitPoint? = nil) {
    self.kind = kind
    self.stops = stops
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// The colours as the dump spells them: `purple blue`.
  public var colorNames: String { stops.map(\.color.description).joined(separator: " ") }

  /// The kind, then the colours: `LinearGradient purple blue`.
  public var description: String { "\(kind.rawValue) \(colorNames)" }
}
