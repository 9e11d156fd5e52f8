/// A binding whose writes carry a transaction: `$value.animation(.spring)` and
/// `$value.transaction(t)` write through the same source as inside
/// `withTransaction(t) { … }`, so the update is the same (state, bodies, `onChange`)
/// and the transaction's animation, completions and `.transaction { }` readers are
/// those of that write (*documented*: Apple's `Binding.animation(_:)`, "Specifies an
/// animation to perform when the binding value changes", and
/// `Binding.transaction(_:)`, "Specifies a transaction for the binding").
extension Binding {
  /// This binding, its writes made with `animation`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    transaction(Transaction(animation: animation))
  }

  /// This binding, its writes made in `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    Binding(location: TransactionLocation(base: location, transaction: transaction))
  }

  /// The transaction this binding's writes are made in (an empty one by default).
  public var transaction: Transaction {
    get { (location as? TransactionLocation<Value>)?.transaction ?? Transaction() }
    set { self = Binding(location: location.source).transaction(newValue) }
  }
}

/// Where a binding with a transaction reads and writes: its base's source, each write
/// made inside `withTransaction`. It is the same input as a binding to the same source
/// (the transaction is how a write is made, not where).
final class TransactionLocation<Value>: Location<Value> {
  let base: Location<Value>
  let transaction: Transaction

  init(base: Location<Value>, transaction: Transaction) {
    self.base = base.source
    self.transaction = transaction
  }

  override func get() -> Value { base.get() }
  override func set(_ value: Value) { withTransaction(transaction) { base.set(value) } }
  override var rootStorage: AnyObject? { base.rootStorage }
  override var source: Location<Value> { base }
}
