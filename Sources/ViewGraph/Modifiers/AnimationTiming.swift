import Foundation

/// How long an animation runs on the virtual clock, in seconds: when it is
/// *logically complete* (what `AnimationCompletionCriteria.logicallyComplete` waits
/// for) and when it is *removed*, fully at rest (what `.removed` waits for).
///
/// - A timing curve (`linear`, `easeIn`, `easeOut`, `easeInOut`, `timingCurve`) is
///   both at its duration (*documented*: the curves' `duration` parameter).
/// - A spring is logically complete after its response, the `duration` of
///   `spring(duration:bounce:)` (*documented*: Apple calls that duration "the
///   perceptual duration … approximately equal to the settling duration"; OpenSwiftUI's
///   spring reports logical completion when its response has passed), and removed
///   when its step response stays within 0.001 of the target (**modelled**: the
///   `epsilon` Apple's `Spring(settlingDuration:dampingRatio:epsilon:)` defaults to;
///   SwiftUI's real spring stops by a tolerance that depends on the animated value).
/// - `delay` adds, `speed` divides, `repeatCount(n)` runs the whole animation `n`
///   times, `repeatForever` never completes.
struct AnimationTiming: Hashable, Sendable {
  /// Seconds until the animation is logically complete (`.infinity`: never).
  let logical: Double
  /// Seconds until the animation is removed (`.infinity`: never).
  let removed: Double
  /// Whether `removed` comes from a spring's settling tolerance (**modelled**).
  var settlesByTolerance = false

  /// A timing curve of `duration` seconds.
  static func curve(duration: Double) -> AnimationTiming {
    let duration = max(0, duration)
    return AnimationTiming(logical: duration, removed: duration)
  }

  /// A spring with a response (seconds) and a damping fraction.
  static func spring(response: Double, dampingFraction: Double) -> AnimationTiming {
    let response = max(0, response)
    let settling = settlingDuration(response: response, dampingFraction: dampingFraction)
    return AnimationTiming(logical: min(response, settling), removed: settling, settlesByTolerance: true)
  }

  /// An animation that repeats forever.
  static let forever = AnimationTiming(logical: .infinity, removed: .infinity)

  /// The damping fraction of a spring with `bounce` (SwiftUI's conversion).
  static func dampingFraction(bounce: Double) -> Double { bounce < 0 ? 1 / (bounce + 1) : 1 - bounce }

  /// This timing after a delay.
  func delayed(by delay: Double) -> AnimationTiming {
    AnimationTiming(
      logical: logical + max(0, delay), removed: removed + max(0, delay), settlesByTolerance: settlesByTolerance)
  }

  /// This timing with every duration multiplied by `factor`.
  func scaled(by factor: Double) -> AnimationTiming {
    guard factor.isFinite, factor > 0 else { return .forever }
    return AnimationTiming(
      logical: logical * factor, removed: removed * factor, settlesByTolerance: settlesByTolerance)
  }

  /// This timing run `count` times in a row (at least once): each run lasts until the
  /// animation is removed, and the last run's logical completion is the whole one's.
  func repeated(_ count: Int) -> AnimationTiming {
    let runs = Double(max(1, count))
    return AnimationTiming(
      logical: removed * (runs - 1) + logical, removed: removed * runs, settlesByTolerance: settlesByTolerance)
  }

  /// This timing, logically complete after `duration` if it is not already, and never
  /// after it is removed (Apple's `logicallyComplete(after:)`).
  func logicallyComplete(after duration: Double) -> AnimationTiming {
    AnimationTiming(
      logical: min(logical, max(0, duration), removed), removed: removed, settlesByTolerance: settlesByTolerance)
  }

  /// How long a spring's step response takes to stay within `epsilon` of its target.
  static func settlingDuration(response: Double, dampingFraction: Double, epsilon: Double = 0.001) -> Double {
    guard response > 0 else { return 0 }
    guard dampingFraction > 0 else { return .infinity }
    let omega = 2 * Double.pi / response
    let zeta = dampingFraction
    if zeta < 1 {
      // The oscillation stays under its envelope, e^(-ζωt) / √(1 - ζ²).
      return log(1 / (epsilon * (1 - zeta * zeta).squareRoot())) / (zeta * omega)
    }
    // Critically damped or overdamped: the distance left falls monotonically.
    let remaining: (Double) -> Double
    if zeta == 1 {
      remaining = { t in exp(-omega * t) * (1 + omega * t) }
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
      remaining = { t in (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1) }
    }
    var high = response
    while remaining(high) > epsilon && high < 1e6 { high *= 2 }
    var low = 0.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if remaining(middle) > epsilon { low = middle } else { high = middle }
    }
    return high
  }
}
