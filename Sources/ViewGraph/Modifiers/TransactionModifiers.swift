/// The modifiers that change the transaction below them: `.transaction { }` and
/// `.animation(_:value:)`.
///
/// A view's transaction in an update pass is the pass's transaction (the one whose
/// writes caused it, else an empty one) changed by each of these modifiers above it,
/// outermost first. Each modifier works out its own once per pass, when its view
/// updates or when a modifier below needs it; so a `.transaction` closure runs once
/// for each update of its view (**modelled**: SwiftUI recomputes a child transaction
/// when its inputs change; when exactly it does is not documented).
@MainActor
protocol TransactionStage: AnyObject {
  /// The transaction this modifier passes down in the current pass.
  func transaction(on node: ViewNode) -> Transaction
}

extension ViewNode {
  /// The transaction this node receives in the current update pass.
  var incomingTransaction: Transaction {
    var ancestor = parent
    while let node = ancestor {
      if let stage = node.primitiveState as? TransactionStage { return stage.transaction(on: node) }
      ancestor = node.parent
    }
    return runtime.animationClock.currentTransaction
  }
}

/// `.transaction { }`.
struct TransactionModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let transform: (inout Transaction) -> Void

  func update(node: ViewNode) {
    let state = node.primitiveState as? TransactionModifierState ?? TransactionModifierState()
    node.primitiveState = state
    state.transform = transform
    state.pass = nil
    _ = state.transaction(on: node)
  }
}

/// What a `.transaction` modifier passes down, worked out once per pass.
@MainActor
final class TransactionModifierState: TransactionStage {
  var transform: (inout Transaction) -> Void = { _ in }
  var pass: Int?
  private var output = Transaction()

  func transaction(on node: ViewNode) -> Transaction {
    let current = node.runtime.animationClock.pass
    if pass != current {
      pass = current
      output = node.incomingTransaction
      let written = Console.active?.writeCount
      transform(&output)
      // When and how often the closure runs shows only in what it prints.
      if let written, Console.active?.writeCount != written { node.runtime.trace.use(.transactionClosureTiming) }
    }
    return output
  }
}

/// `.animation(_:value:)`: in a pass where `value` changed, the transaction below
/// takes `animation`, unless the transaction `disablesAnimations` (Apple's
/// documentation of both). The deprecated `.animation(_:)` does so in every pass.
struct ImplicitAnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let animation: Animation?
  let value: Value
  var always = false

  func update(node: ViewNode) {
    let pass = node.runtime.animationClock.pass
    guard let state = node.primitiveState as? ImplicitAnimationState<Value> else {
      node.primitiveState = ImplicitAnimationState(modifier: self)
      return
    }
    if state.modifier.value != value { state.changedPass = pass }
    state.modifier = self
  }
}

/// The value an `.animation(_:value:)` saw last, and the pass it changed in.
@MainActor
final class ImplicitAnimationState<Value: Equatable>: TransactionStage {
  var modifier: ImplicitAnimationModifier<Value>
  var changedPass: Int?

  init(modifier: ImplicitAnimationModifier<Value>) { self.modifier = modifier }

  func transaction(on node: ViewNode) -> Transaction {
    var transaction = node.incomingTransaction
    let applies = modifier.always || changedPass == node.runtime.animationClock.pass
    if applies && !transaction.disablesAnimations { transaction.animation = modifier.animation }
    return transaction
  }
}
