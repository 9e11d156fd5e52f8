import ScenarioWire

/// A translucent background material (iOS 15): `.background(.ultraThinMaterial)`,
/// shown by its name (`[background: ultraThinMaterial]`).
public struct Material: ShapeStyle, Hashable, Sendable {
  let name: ScreenStyle.Material

  /// The most translucent material.
  public static let ultraThin = Material(name: .ultraThinMaterial)
  /// A thin material.
  public static let thin = Material(name: .thinMaterial)
  /// The regular material.
  public static let regular = Material(name: .regularMaterial)
  /// A thick material.
  public static let thick = Material(name: .thickMaterial)
  /// The most opaque material.
  public static let ultraThick = Material(name: .ultraThickMaterial)
  /// The material of bars.
  public static let bar = Material(name: .bar)
}

extension Material: ScreenStyleConvertible {
  var screenStyle: ScreenStyle { .material(name) }
}

extension ShapeStyle where Self == Material {
  /// The most translucent material.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A thin material.
  public static var thinMaterial: Material { .thin }
  /// The regular material.
  public static var regularMaterial: Material { .regular }
  /// A thick material.
  public static var thickMaterial: Material { .thick }
  /// The most opaque material.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of bars.
  public static var bar: Material { .bar }
}

/// The hierarchical levels of the foreground style beyond `primary` and `secondary`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
  let level: ScreenStyle.Level
  /// The third level.
  public static let tertiary = HierarchicalShapeStyle(level: .tertiary)
  /// The fourth level.
  public static let quaternary = HierarchicalShapeStyle(level: .quaternary)
}

extension HierarchicalShapeStyle: ScreenStyleConvertible {
  var screenStyle: ScreenStyle { .hierarchical(level) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The third level of the foreground style.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The fourth level of the foreground style.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
