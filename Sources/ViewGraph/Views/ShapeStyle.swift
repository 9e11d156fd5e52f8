/// Something that can fill or colour a view: a `Color`, the tint, a hierarchical
/// level. Used by `foregroundStyle(_:)` and `background(_:)`; the engine records its
/// name and never draws it.
public protocol ShapeStyle {}

/// The current tint colour as a shape style: `.foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
  /// Creates the tint style.
  public init() {}
}

extension TintShapeStyle: ScreenDescribable {
  var screenDescription: String { "tint" }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The current tint colour.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// Colours as shape styles, so that `.foregroundStyle(.red)` and `.background(.blue)`
/// read as they do in SwiftUI.
extension ShapeStyle where Self == Color {
  /// Red.
  public static var red: Color { Color(name: "red") }
  /// Orange.
  public static var orange: Color { Color(name: "orange") }
  /// Yellow.
  public static var yellow: Color { Color(name: "yellow") }
  /// Green.
  public static var green: Color { Color(name: "green") }
  /// Mint.
  public static var mint: Color { Color(name: "mint") }
  /// Teal.
  public static var teal: Color { Color(name: "teal") }
  /// Cyan.
  public static var cyan: Color { Color(name: "cyan") }
  /// Blue.
  public static var blue: Color { Color(name: "blue") }
  /// Indigo.
  public static var indigo: Color { Color(name: "indigo") }
  /// Purple.
  public static var purple: Color { Color(name: "purple") }
  /// Pink.
  public static var pink: Color { Color(name: "pink") }
  /// Brown.
  public static var brown: Color { Color(name: "brown") }
  /// Gray.
  public static var gray: Color { Color(name: "gray") }
  /// Black.
  public static var black: Color { Color(name: "black") }
  /// White.
  public static var white: Color { Color(name: "white") }
  /// Transparent.
  public static var clear: Color { Color(name: "clear") }
  /// The primary content colour.
  public static var primary: Color { Color(name: "primary") }
  /// The secondary content colour.
  public static var secondary: Color { Color(name: "secondary") }
}
