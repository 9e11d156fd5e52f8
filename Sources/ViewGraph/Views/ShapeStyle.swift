import ScenarioWire

/// Something that can fill or colour a view: a `Color`, the tint, a hierarchical
/// level. Used by `foregroundStyle(_:)` and `background(_:)`; the engine records its
/// name and never draws it.
public protocol ShapeStyle {}

/// The current tint colour as a shape style: `.foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
  /// Creates the tint style.
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The current tint colour.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The view's background as a shape style: `.background(.background, in: shape)`,
/// shown as `background`.
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
  /// Creates the background style.
  public init() {}
}

extension BackgroundStyle: ScreenStyleConvertible {
  var screenStyle: ScreenStyle { .other("background") }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background style of the current context.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// Colours as shape styles, so that `.foregroundStyle(.red)` and `.background(.blue)`
/// read as they do in SwiftUI.
extension ShapeStyle where Self == Color {
  /// Red.
  public static var red: Color { Color(.named(.red)) }
  /// Orange.
  public static var orange: Color { Color(.named(.orange)) }
  /// Yellow.
  public static var yellow: Color { Color(.named(.yellow)) }
  /// Green.
  public static var green: Color { Color(.named(.green)) }
  /// Mint.
  public static var mint: Color { Color(.named(.mint)) }
  /// Teal.
  public static var teal: Color { Color(.named(.teal)) }
  /// Cyan.
  public static var cyan: Color { Color(.named(.cyan)) }
  /// Blue.
  public static var blue: Color { Color(.named(.blue)) }
  /// Indigo.
  public static var indigo: Color { Color(.named(.indigo)) }
  /// Purple.
  public static var purple: Color { Color(.named(.purple)) }
  /// Pink.
  public static var pink: Color { Color(.named(.pink)) }
  /// Brown.
  public static var brown: Color { Color(.named(.brown)) }
  /// Gray.
  public static var gray: Color { Color(.named(.gray)) }
  /// Black.
  public static var black: Color { Color(.named(.black)) }
  /// White.
  public static var white: Color { Color(.named(.white)) }
  /// Transparent.
  public static var clear: Color { Color(.named(.clear)) }
  /// The primary content colour.
  public static var primary: Color { Color(.named(.primary)) }
  /// The secondary content colour.
  public static var secondary: Color { Color(.named(.secondary)) }
}
