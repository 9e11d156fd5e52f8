import OpenCombine

/// `onReceive(_:perform:)` (rule 5.3): subscribes during the update that shows the
/// view (before its appear callbacks), re-subscribes when the publisher value is not
/// the same as before or the old subscription completed, and cancels when the
/// identity ends. So `onReceive(Just(v))` fires on every evaluation of the enclosing
/// body, whatever `v` is.
struct OnReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
  typealias Body = Never
  let publisher: P
  let action: (P.Output) -> Void

  func update(node: ViewNode) {
    let state: OnReceiveState<P>
    if let existing = node.primitiveState as? OnReceiveState<P> {
      state = existing
    } else {
      state = OnReceiveState(modifier: self)
      node.primitiveState = state
      state.subscribe(node: node)
      return
    }
    let previous = state.modifier
    state.modifier = self
    if state.isCompleted || !ViewComparison.fieldsEqual(previous.publisher, publisher) {
      state.subscribe(node: node)
    }
  }
}

/// The subscription of one `onReceive`.
@MainActor
final class OnReceiveState<P: Publisher>: NodeLifetimeObserver where P.Failure == Never {
  var modifier: OnReceiveModifier<P>
  private var subscription: AnyCancellable?
  private(set) var isCompleted = false

  init(modifier: OnReceiveModifier<P>) { self.modifier = modifier }

  func subscribe(node: ViewNode) {
    subscription?.cancel()
    isCompleted = false
    let runtime = node.runtime
    let order = node.creationIndex
    subscription = modifier.publisher.sink(
      receiveCompletion: { [weak self] _ in self?.isCompleted = true },
      receiveValue: { [weak self] value in
        MainActor.assumeIsolated {
          guard let self else { return }
          let action = self.modifier.action
          // Values that arrive during an update are delivered after it, like other actions.
          if runtime.isUpdating {
            runtime.passActions.append((order, { action(value) }))
          } else {
            action(value)
          }
        }
      })
  }

  func nodeDidDisappear(_ node: ViewNode) {
    subscription?.cancel()
    subscription = nil
  }
}

extension View {
  /// Runs `action` with each value `publisher` emits while this view exists.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    modifier(OnReceiveModifier(publisher: publisher, action: action))
  }
}
