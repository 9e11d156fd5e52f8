/// The context of an update: the animation its changes run with, and what runs when
/// that animation completes. Writes made inside `withTransaction` or `withAnimation`
/// carry it; the update they cause passes it down through `.animation(_:value:)` and
/// `.transaction { }` modifiers (`AnimationClock`).
public struct Transaction {
  /// The animation of the update, if any.
  public var animation: Animation?
  /// Whether `.animation(_:value:)` modifiers keep out of this transaction: with it
  /// set, they leave `animation` as it is (Apple's documentation).
  public var disablesAnimations = false
  /// Whether the update is part of a continuous interaction, such as a drag.
  public var isContinuous = false
  /// Completions to run when the transaction's animation completes.
  var completions: [AnimationCompletion] = []
  /// The values of custom keys (``TransactionKey``), by key type.
  var values: [ObjectIdentifier: Any] = [:]

  /// A transaction without an animation.
  public init() {}

  /// A transaction with an animation.
  public init(animation: Animation?) { self.animation = animation }

  /// Adds a completion that runs when the animations of this transaction's changes
  /// complete by `criteria` on the virtual clock (right after the update when they
  /// have no animation or change no view).
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
  ) {
    completions.append(AnimationCompletion(criteria: criteria, run: completion))
  }

  /// The value stored for a custom key, or the key's default: it travels with the
  /// transaction to the `.transaction { }` closures of the update it causes.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for a custom value in a ``Transaction`` (`@Entry` in an extension of
/// `Transaction` declares one), with the value read where none is set.
public protocol TransactionKey {
  /// The type of value stored under this key.
  associatedtype Value
  /// The value a transaction holds when none was set.
  static var defaultValue: Value { get }
}

/// A completion registered on a transaction.
struct AnimationCompletion {
  let criteria: AnimationCompletionCriteria
  let run: () -> Void
}

/// When an animation counts as complete.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let isRemoved: Bool
  /// The animation has logically completed; a later change does not delay it
  /// (Apple's documentation).
  public static let logicallyComplete = AnimationCompletionCriteria(isRemoved: false)
  /// The animation is finished and removed; a later change that animates the same
  /// views delays it until that one is removed too (Apple's documentation).
  public static let removed = AnimationCompletionCriteria(isRemoved: true)
}

/// Runs `body` with `transaction`: the writes it makes are ordinary writes of the
/// current event (rule 2.3) whose update carries the transaction, and the
/// transaction's completions are scheduled on the virtual clock.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try AnimationClock.run(transaction, body)
}

/// Runs `body` with `transaction` after setting `keyPath` to `value` in it.
@discardableResult
public func withTransaction<V, Result>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

/// Runs `body` at once with `animation`: state changes, bodies and `onChange` are
/// those of the same change without animation; only time is added.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` at once with `animation`, then `completion` when the animation is
/// complete by `completionCriteria` on the virtual clock (`AnimationTiming`).
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}

extension View {
  /// Changes the transaction of updates in this view: `transform` runs each time the
  /// view updates, with the transaction of that update, and what it makes is the
  /// transaction below it.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(TransactionModifier(transform: transform))
  }

}
