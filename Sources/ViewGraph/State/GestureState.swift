/// State that a gesture sets while it runs and that returns to its initial value
/// when the gesture ends: `@GestureState private var dragOffset = CGSize.zero`. No
/// transcript action performs a gesture, so it always holds its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let initial: Value

  /// Gesture state that starts, and rests, at `wrappedValue`.
  public init(wrappedValue: Value) { initial = wrappedValue }

  /// Gesture state that starts, and rests, at `initialValue`.
  public init(initialValue: Value) { initial = initialValue }

  /// Gesture state with a transaction for its reset (not modelled).
  public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }

  /// The current value: the initial value, since no gesture runs.
  public var wrappedValue: Value { initial }

  /// The state itself, for `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// Gesture state that rests at `nil`.
  public init() { self.init(wrappedValue: nil) }
}
