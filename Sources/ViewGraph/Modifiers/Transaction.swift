/// The context of an update: the animation it runs with. Animations are not
/// modelled, so a transaction changes nothing; it exists for the APIs that take one.
public struct Transaction {
  /// The animation of the update, if any.
  public var animation: Animation?
  /// Whether animations are turned off.
  public var disablesAnimations = false

  /// A transaction without an animation.
  public init() {}

  /// A transaction with an animation.
  public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` at once with a transaction (animations are not modelled).
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

extension View {
  /// Changes the transaction of updates in this view (not modelled).
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { inertModifier() }
}
