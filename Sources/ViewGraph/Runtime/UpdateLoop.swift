import ScenarioWire

/// The update loop: events, renders and the queue of actions (model in README.md).
extension ViewRuntime {
  /// Mounts the root view: two renders, then the idle drain, then renders until
  /// settled.
  public func mount() {
    withActive {
      render()
      render()
      drain()
      settle()
    }
  }

  /// Runs an event (a tap, an edit) and lets the UI settle: the event's writes are
  /// merged into one update (2.3).
  func runEvent(_ event: () -> Void) {
    event()
    drain()
    render()
    settle()
  }

  /// Flushes and runs actions at one seed while writes keep arriving.
  func drain() {
    var rounds = 0
    while hasDirtyNodes || !actionQueue.isEmpty {
      rounds += 1
      if rounds > limits.passesPerEvent {
        console.writeLine(
          "ViewGraph: updates did not settle after \(limits.passesPerEvent) passes in one event; stopped.")
        actionQueue = []
        return
      }
      flush()
      runActions()
    }
  }

  /// One frame: flush, then at most two rounds of {actions, update outputs, actions,
  /// flush}, then the remaining actions.
  func render() {
    flush()
    for _ in 0..<2 {
      runActions()
      seed += 1
      updateOutputs()
      runActions()
      flush()
      if actionQueue.isEmpty && !hasDirtyNodes && unappearedNodes.isEmpty { break }
    }
    runActions()
  }

  /// Renders until nothing is pending, within the action's render budget.
  func settle() {
    var renders = 0
    while hasDirtyNodes || !actionQueue.isEmpty || !unappearedNodes.isEmpty
      || !pendingDisappearActions.isEmpty
    {
      renders += 1
      if renders > limits.rendersPerAction {
        console.writeLine(
          "ViewGraph: the view did not settle after \(limits.rendersPerAction) frames; stopped.")
        return
      }
      drain()
      render()
    }
  }

  /// Runs queued actions in order; writes they make are flushed later.
  func runActions() {
    while !actionQueue.isEmpty {
      let batch = actionQueue
      actionQueue = []
      for action in batch { action() }
    }
  }

  /// The "update outputs" step of a render: the root is created on first use, and
  /// nodes that appeared or disappeared since the last render queue their callbacks:
  /// appear callbacks deepest first (post-order), then disappear callbacks.
  func updateOutputs() {
    if rootNode == nil {
      rootNode = makeNode(parent: nil, key: .content, view: makeRoot())
    }
    let created = unappearedNodes
    unappearedNodes = []
    let createdSet = Set(created.map(ObjectIdentifier.init))
    for node in created where !node.isRemoved {
      // Walk each new subtree once, from its topmost new node.
      if let parent = node.parent, createdSet.contains(ObjectIdentifier(parent)) { continue }
      node.forEachPostOrder { appeared in
        guard !appeared.isRemoved, !appeared.isAppeared else { return }
        appeared.isAppeared = true
        (appeared.primitiveState as? NodeLifetimeObserver)?.nodeDidAppear(appeared)
      }
    }
    actionQueue.append(contentsOf: pendingDisappearActions)
    pendingDisappearActions = []
  }
}
