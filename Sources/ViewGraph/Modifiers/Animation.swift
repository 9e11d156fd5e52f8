/// An animation curve, with the time it takes on the virtual clock.
///
/// Animations do not change what a transcript shows: state changes take effect at
/// once, bodies and `onChange` run exactly as without animation, and the screen shows
/// the final state (`README.md`, "Animations as time"). What an animation adds is
/// time: `withAnimation(_:completionCriteria:_:completion:)` runs its completion when
/// the animation's duration has passed on the virtual clock (`AnimationTiming`).
public struct Animation: Hashable, Sendable {
  let name: String
  let timing: AnimationTiming

  /// The default animation: since iOS 17 a spring with a response of 0.55 s and no
  /// bounce (Apple's documentation of `Animation.default`).
  public static let `default` = Animation(name: "default", timing: .spring(response: 0.55, dampingFraction: 1))
  /// A linear animation of 0.35 s.
  public static let linear = linear(duration: defaultCurveDuration)
  /// An ease-in animation of 0.35 s.
  public static let easeIn = easeIn(duration: defaultCurveDuration)
  /// An ease-out animation of 0.35 s.
  public static let easeOut = easeOut(duration: defaultCurveDuration)
  /// An ease-in-out animation of 0.35 s.
  public static let easeInOut = easeInOut(duration: defaultCurveDuration)
  /// A spring with a response of 0.5 s and a damping fraction of 0.825.
  public static let spring = spring()
  /// A spring with a bounce of 0.3, 0.5 s.
  public static let bouncy = bouncy()
  /// A spring without bounce, 0.5 s.
  public static let smooth = smooth()
  /// A spring with a bounce of 0.15, 0.5 s.
  public static let snappy = snappy()
  /// An interactive spring.
  public static let interactiveSpring = interactiveSpring()

  /// The duration of the timing curves without one: 0.35 s (Apple's documentation).
  static let defaultCurveDuration = 0.35

  /// A linear animation of a duration.
  public static func linear(duration: Double) -> Animation { curve("linear", duration) }
  /// An ease-in animation of a duration.
  public static func easeIn(duration: Double) -> Animation { curve("easeIn", duration) }
  /// An ease-out animation of a duration.
  public static func easeOut(duration: Double) -> Animation { curve("easeOut", duration) }
  /// An ease-in-out animation of a duration.
  public static func easeInOut(duration: Double) -> Animation { curve("easeInOut", duration) }
  /// A cubic Bézier timing curve of a duration.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35
  ) -> Animation {
    curve("timingCurve(\(p1x), \(p1y), \(p2x), \(p2y))", duration)
  }

  private static func curve(_ name: String, _ duration: Double) -> Animation {
    Animation(name: "\(name)(duration: \(duration))", timing: .curve(duration: duration))
  }

  /// A spring with a response and damping.
  @_disfavoredOverload
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  {
    Animation(
      name: "spring(response: \(response), dampingFraction: \(dampingFraction))",
      timing: .spring(response: response, dampingFraction: dampingFraction))
  }
  /// A spring with a duration and bounce (`duration` is its response).
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    spring(response: duration, dampingFraction: AnimationTiming.dampingFraction(bounce: bounce))
  }
  /// A spring without bounce.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(Spring.smooth(duration: duration, extraBounce: extraBounce))
  }
  /// A spring with a small bounce.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(Spring.snappy(duration: duration, extraBounce: extraBounce))
  }
  /// A spring with a visible bounce.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(Spring.bouncy(duration: duration, extraBounce: extraBounce))
  }
  /// An interactive spring.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation { spring(response: response, dampingFraction: dampingFraction) }
  /// A spring given by its physical parameters.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    let response = stiffness > 0 ? 2 * Double.pi / (stiffness / mass).squareRoot() : 0
    let fraction = stiffness > 0 ? damping / (2 * (mass * stiffness).squareRoot()) : 1
    return spring(response: response, dampingFraction: fraction)
  }

  /// This animation after a delay: both of its durations grow by `delay`.
  public func delay(_ delay: Double) -> Animation {
    Animation(name: "\(name).delay(\(delay))", timing: timing.delayed(by: delay))
  }
  /// This animation at another speed: its durations are divided by `speed`.
  public func speed(_ speed: Double) -> Animation {
    Animation(name: "\(name).speed(\(speed))", timing: timing.scaled(by: 1 / speed))
  }
  /// This animation repeated `repeatCount` times, each time for its full duration.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(name: "\(name).repeatCount(\(repeatCount))", timing: timing.repeated(repeatCount))
  }
  /// This animation repeated forever: it never completes.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(name: "\(name).repeatForever", timing: .forever)
  }
  /// This animation, logically complete after `duration` if it is not already.
  public func logicallyComplete(after duration: Double) -> Animation {
    Animation(name: "\(name).logicallyComplete(after: \(duration))", timing: timing.logicallyComplete(after: duration))
  }
}

extension Animation: CustomStringConvertible {
  /// The animation's name and parameters, as the engine knows them.
  public var description: String { name }
}

extension View {
  /// Animates changes of `value` in this view: the updates below it that `value`'s
  /// change causes carry this animation in their transaction (what a `.transaction`
  /// closure below sees); nothing else changes.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(ImplicitAnimationModifier(animation: animation, value: value))
  }

  /// Animates every change in this view (deprecated in SwiftUI).
  @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View {
    modifier(ImplicitAnimationModifier(animation: animation, value: nil as Int?, always: true))
  }
}
