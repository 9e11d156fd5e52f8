/// `onChange(of:)`: runs an action after an update in which the observed value
/// became different from the value seen at the previous update (rules 4.1–4.6).
struct OnChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  /// The three forms differ in what the action receives and which closure runs.
  enum Action {
    /// `onChange(of:perform:)` (deprecated): the closure stored at the previous
    /// update runs with the new value, so a capture list sees the old value (4.3).
    case legacy((Value) -> Void)
    /// `onChange(of:initial:_:)` with no arguments: the new closure runs.
    case plain(() -> Void)
    /// `onChange(of:initial:_:)` with `(oldValue, newValue)`: the new closure runs.
    case oldAndNew((Value, Value) -> Void)
  }

  let value: Value
  let initial: Bool
  let action: Action

  func update(node: ViewNode) {
    guard let state = node.primitiveState as? OnChangeState<Value> else {
      node.primitiveState = OnChangeState(modifier: self)
      return
    }
    let previous = state.modifier
    state.modifier = self
    guard previous.value != value else { return }
    let runtime = node.runtime
    let allowed = state.detector.dispatch(seed: runtime.seed) {
      runtime.warn(
        "onChange(of: \(TypeNames.plain(Value.self))) action tried to update multiple times per frame.", node: node)
    }
    // A dropped change still becomes the old value, so the loop stops (4.5).
    guard allowed else {
      // How many rounds launching allows is the number fitted to device output.
      if runtime.trace.step == 0 { runtime.trace.use(.twoRendersAtLaunch) }
      return
    }
    let action = Self.invocation(of: previous.action, current: action, old: previous.value, new: value)
    runtime.passActions.append((node.creationIndex, runtime.trace.recording(.onChange, node: node, action)))
  }

  /// The call an update makes: the previous closure for the legacy form, the
  /// current one otherwise.
  static func invocation(of previous: Action, current: Action, old: Value, new: Value) -> () -> Void {
    switch (previous, current) {
    case (.legacy(let closure), _): { closure(new) }
    case (_, .plain(let closure)): { closure() }
    case (_, .oldAndNew(let closure)): { closure(old, new) }
    case (_, .legacy(let closure)): { closure(new) }
    }
  }
}

/// What an `onChange` remembers between updates of one lifetime.
@MainActor
final class OnChangeState<Value: Equatable>: NodeLifetimeObserver {
  var modifier: OnChangeModifier<Value>
  var detector = UpdateCycleDetector()

  init(modifier: OnChangeModifier<Value>) { self.modifier = modifier }

  /// `initial: true` fires in the appear sequence, with the value as old and new.
  func nodeDidAppear(_ node: ViewNode) {
    guard modifier.initial else { return }
    let value = modifier.value
    let action = OnChangeModifier.invocation(of: modifier.action, current: modifier.action, old: value, new: value)
    node.runtime.actionQueue.append(node.runtime.trace.recording(.onChange, node: node, action))
  }
}

extension View {
  /// Runs `action` with the new value when `value` changes; the closure stored at
  /// the previous update is the one called.
  @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some View
  {
    modifier(OnChangeModifier(value: value, initial: false, action: .legacy(action)))
  }

  /// Runs `action` when `value` changes, and on appear if `initial` is true.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(OnChangeModifier(value: value, initial: initial, action: .plain(action)))
  }

  /// Runs `action` with the old and new values when `value` changes, and on appear
  /// (with the value as both) if `initial` is true.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(OnChangeModifier(value: value, initial: initial, action: .oldAndNew(action)))
  }
}
