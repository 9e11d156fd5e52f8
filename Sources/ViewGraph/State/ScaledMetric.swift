/// A number that scales with Dynamic Type: `@ScaledMetric var iconSize = 40.0`.
/// **Modelled:** the engine's text is never resized, so the value is the one given
/// at the default size (`.large`), at every Dynamic Type size; SwiftUI's scale
/// factors per size are not published.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  let base: Value

  /// A value scaled like body text.
  public init(wrappedValue: Value) { base = wrappedValue }

  /// A value scaled like a text style.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }

  /// The value at the current Dynamic Type size.
  public var wrappedValue: Value { base }
}
