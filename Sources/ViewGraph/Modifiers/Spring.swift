/// A spring's behaviour as a value (iOS 17): what `SpringKeyframe` and
/// `Animation.spring(_:)` take. Given by its duration and bounce, or its response and
/// damping ratio; as an animation it takes the time `Animation.spring(response:
/// dampingFraction:)` takes on the virtual clock.
public struct Spring: Hashable, Sendable {
  /// The time one oscillation would take without damping, in seconds.
  public var response: Double
  /// How much the spring is damped: 1 stops without overshooting.
  public var dampingRatio: Double

  /// A spring of a perceptual duration and a bounce (0 for none, up to 1).
  public init(duration: Double = 0.5, bounce: Double = 0) {
    self.init(response: duration, dampingRatio: AnimationTiming.dampingFraction(bounce: bounce))
  }

  /// A spring of a response and a damping ratio.
  public init(response: Double, dampingRatio: Double) {
    self.response = response
    self.dampingRatio = dampingRatio
  }

  /// The perceptual duration: the response.
  public var duration: Double { response }

  /// A spring without bounce.
  public static let smooth = smooth()
  /// A spring with a small bounce.
  public static let snappy = snappy()
  /// A spring with a visible bounce.
  public static let bouncy = bouncy()

  /// A spring without bounce, of a duration, with extra bounce.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  /// A spring with a small bounce, of a duration, with extra bounce.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  /// A spring with a visible bounce, of a duration, with extra bounce.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

extension Animation {
  /// An animation that follows a spring.
  public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
    .spring(response: spring.response, dampingFraction: spring.dampingRatio)
  }

  /// An animation that follows a spring from an initial velocity.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
    .spring(response: spring.response, dampingFraction: spring.dampingRatio)
  }
}
