/// SwiftUI's scalar arithmetic for animatable values, `_VectorMath`: an angle scaled
/// by a number, `.degrees(45) * 8`, as the Landmarks tutorial writes it. The
/// operators work on `animatableData`, so they scale what an animation interpolates.
public protocol _VectorMath: Animatable {}

extension _VectorMath {
  /// This value scaled by `rhs`.
  public static func * (lhs: Self, rhs: Double) -> Self {
    var result = lhs
    result.animatableData.scale(by: rhs)
    return result
  }

  /// Scales this value by `rhs`.
  public static func *= (lhs: inout Self, rhs: Double) { lhs = lhs * rhs }

  /// This value divided by `rhs`.
  public static func / (lhs: Self, rhs: Double) -> Self { lhs * (1 / rhs) }

  /// Divides this value by `rhs`.
  public static func /= (lhs: inout Self, rhs: Double) { lhs = lhs / rhs }
}

extension Angle: _VectorMath {}
