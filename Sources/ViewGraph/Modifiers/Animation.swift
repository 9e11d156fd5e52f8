/// An animation curve. Animations are not modelled: state changes take effect at
/// once, exactly as without animation, so `withAnimation` and `.animation(_:value:)`
/// change nothing a transcript can see.
public struct Animation: Hashable, Sendable {
  let name: String

  /// The default animation.
  public static let `default` = Animation(name: "default")
  /// A linear animation.
  public static let linear = Animation(name: "linear")
  /// An ease-in animation.
  public static let easeIn = Animation(name: "easeIn")
  /// An ease-out animation.
  public static let easeOut = Animation(name: "easeOut")
  /// An ease-in-out animation.
  public static let easeInOut = Animation(name: "easeInOut")
  /// A spring.
  public static let spring = Animation(name: "spring")
  /// A bouncy spring.
  public static let bouncy = Animation(name: "bouncy")
  /// A smooth spring.
  public static let smooth = Animation(name: "smooth")
  /// A snappy spring.
  public static let snappy = Animation(name: "snappy")

  /// A linear animation of a duration.
  public static func linear(duration: Double) -> Animation { .linear }
  /// An ease-in animation of a duration.
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  /// An ease-out animation of a duration.
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  /// An ease-in-out animation of a duration.
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  /// A spring with a response and damping.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  { .spring }
  /// A spring with a duration and bounce.
  public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    .spring
  }
  /// An interactive spring.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation { .spring }

  /// This animation after a delay.
  public func delay(_ delay: Double) -> Animation { self }
  /// This animation at another speed.
  public func speed(_ speed: Double) -> Animation { self }
  /// This animation repeated.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  /// This animation repeated forever.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once and returns its result: animations are not modelled, so the
/// writes it makes are ordinary writes of the current event (rule 2.3).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Runs `body` at once, then queues `completion` to run after the current update,
/// as an animation that takes no time would complete.
@MainActor
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  if let runtime = ViewRuntime.current { runtime.actionQueue.append(completion) } else { completion() }
  return result
}

/// When an animation counts as complete (animations are not modelled).
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let name: String
  /// The animation has logically completed.
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// The animation has removed every effect.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

extension View {
  /// Animates changes of `value` in this view (not modelled: nothing changes).
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    inertModifier()
  }

  /// Animates every change in this view (deprecated in SwiftUI; not modelled).
  @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View {
    inertModifier()
  }
}
