/// `.task` and `.task(id:)` (rule 5.2): the task starts after the appear callbacks of
/// the render that showed the view, runs on the main actor, is cancelled when the
/// view's identity ends, and (with an id) is cancelled and started again when the id
/// becomes different.
struct TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let id: ID
  let priority: TaskPriority
  let action: @Sendable () async -> Void

  func update(node: ViewNode) {
    guard let state = node.primitiveState as? TaskState<ID> else {
      node.primitiveState = TaskState(modifier: self)
      return
    }
    let previous = state.modifier
    state.modifier = self
    guard node.isAppeared, previous.id != id else { return }
    node.runtime.trace.use(.taskRestartOrder)
    let restart = node.runtime.trace.recording(.taskCancel, .taskStart, node: node) { [weak state] in state?.restart() }
    node.runtime.passActions.append((node.creationIndex, restart))
  }
}

/// The running task of one `.task` modifier.
@MainActor
final class TaskState<ID: Equatable>: NodeLifetimeObserver {
  var modifier: TaskModifier<ID>
  private var task: Task<Void, Never>?

  init(modifier: TaskModifier<ID>) { self.modifier = modifier }

  func nodeDidAppear(_ node: ViewNode) {
    node.runtime.actionQueue.append(
      node.runtime.trace.recording(.taskStart, node: node) { [weak self] in self?.restart() })
  }

  func nodeDidDisappear(_ node: ViewNode) {
    if task != nil {
      node.runtime.trace.record(.taskCancel, node: node)
      node.runtime.tasksCancelledSinceOutputs += 1
    }
    task?.cancel()
    task = nil
  }

  func restart() {
    task?.cancel()
    // Without the engine's executors (a test runner hosting the runtime) a task would
    // run on the host's executor at an unknown time; only scenario processes run them.
    guard VirtualExecutors.isInstalled else { return }
    let action = modifier.action
    task = Task(priority: modifier.priority) { @MainActor in await action() }
  }
}

extension View {
  /// Starts `action` when this view appears and cancels it when the view's identity
  /// ends.
  public func task(
    priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: 0, priority: priority, action: action))
  }

  /// Starts `action` on appear, and again (after cancelling the running one) each
  /// time `value` changes.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: value, priority: priority, action: action))
  }
}
