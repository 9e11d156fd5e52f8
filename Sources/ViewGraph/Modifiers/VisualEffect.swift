/// A drawing effect described as a value, for `scrollTransition` and `visualEffect`:
/// `content.opacity(phase.isIdentity ? 1 : 0.5)`. The engine records nothing of it:
/// the closures that build effects are never called (see `scrollTransition`).
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing: what a `scrollTransition` closure starts from.
public struct EmptyVisualEffect: VisualEffect {
  /// Creates the empty effect.
  public init() {}
}

/// An effect built from another by one of `VisualEffect`'s methods.
struct ChainedVisualEffect: VisualEffect {}

extension VisualEffect {
  /// This effect, then an offset.
  public func offset(_ offset: CGSize) -> some VisualEffect { ChainedVisualEffect() }
  /// This effect, then an offset by `x` and `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { ChainedVisualEffect() }
  /// This effect, then a scale.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    ChainedVisualEffect()
  }
  /// This effect, then a uniform scale.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { ChainedVisualEffect() }
  /// This effect, then a scale along each axis.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
    ChainedVisualEffect()
  }
  /// This effect, then a rotation.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    ChainedVisualEffect()
  }
  /// This effect, then an opacity.
  public func opacity(_ opacity: Double) -> some VisualEffect { ChainedVisualEffect() }
  /// This effect, then a blur.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { ChainedVisualEffect() }
  /// This effect, then a brightness change.
  public func brightness(_ amount: Double) -> some VisualEffect { ChainedVisualEffect() }
  /// This effect, then a contrast change.
  public func contrast(_ amount: Double) -> some VisualEffect { ChainedVisualEffect() }
  /// This effect, then a saturation change.
  public func saturation(_ amount: Double) -> some VisualEffect { ChainedVisualEffect() }
  /// This effect, then a grayscale.
  public func grayscale(_ amount: Double) -> some VisualEffect { ChainedVisualEffect() }
  /// This effect, then a hue rotation.
  public func hueRotation(_ angle: Angle) -> some VisualEffect { ChainedVisualEffect() }
}
