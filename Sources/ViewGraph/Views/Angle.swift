import Foundation
import ScenarioWire

/// A geometric angle, stored in radians: `.degrees(90)`, `Angle(radians: .pi)`.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// A zero angle.
  public init() { radians = 0 }
  /// An angle in radians.
  public init(radians: Double) { self.radians = radians }
  /// An angle in degrees.
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  /// An angle in radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle in degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// A zero angle.
  public static let zero = Angle()

  /// Orders angles by size.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: AdditiveArithmetic {
  /// The sum of two angles.
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  /// The difference of two angles.
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  /// Adds an angle.
  public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
  /// Subtracts an angle.
  public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
  /// The opposite angle.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
}

extension Angle: Animatable {
  /// The radians, animated.
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}

extension Angle {
  /// The degrees as the dump shows them, rounded past the noise of a conversion from
  /// radians: `90` (printed `90°`), `-45.5`.
  var screenDegrees: ScreenNumber { ScreenNumber((degrees * 1e9).rounded() / 1e9) }
}
