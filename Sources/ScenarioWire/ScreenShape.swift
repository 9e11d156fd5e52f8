/// A shape as the engine names it: one of SwiftUI's, or a `Shape` of the chapter's own
/// by its type's name. The dump prints the name (`Circle`, `Triangle`), as an element
/// (``kind`` and ``typeName``) or in an attribute (`[clipShape: Circle]`).
public enum ScreenShape: Codable, Hashable, Sendable, CustomStringConvertible {
  /// A rectangle.
  case rectangle
  /// A rectangle with rounded corners.
  case roundedRectangle
  /// A circle.
  case circle
  /// A capsule.
  case capsule
  /// An ellipse.
  case ellipse
  /// A path.
  case path
  /// A shape of the chapter's own, by its type's name: `Triangle`.
  case custom(String)

  /// The element kind that shows this shape: ``ScreenElementKind/customShape`` for a
  /// custom one.
  public var kind: ScreenElementKind {
    switch self {
    case .rectangle: .rectangle
    case .roundedRectangle: .roundedRectangle
    case .circle: .circle
    case .capsule: .capsule
    case .ellipse: .ellipse
    case .path: .path
    case .custom: .customShape
    }
  }

  /// A custom shape's type name, for ``ScreenElement/typeName``; `nil` for SwiftUI's.
  public var typeName: String? {
    if case .custom(let name) = self { return name }
    return nil
  }

  /// The name the dump prints: `Circle`, `Triangle`.
  public var description: String { typeName ?? kind.rawValue }
}
