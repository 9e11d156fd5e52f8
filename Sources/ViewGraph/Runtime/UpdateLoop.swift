import ScenarioWire

/// The update loop: events, frames and the queue of actions (model in README.md).
///
/// - An event (a tap, a typed character, a timer callback) runs, then `drain`
///   flushes its writes at one seed, then one `render` (frame).
/// - Mounting is two renders, then the idle drain.
/// - Task jobs and other ready work run after the render that queued them; the
///   state they write is rendered in the next frame (1/60 s later).
/// - After an action the engine keeps producing frames while anything is pending,
///   up to `limits.framesPerAction`, then reports that it stopped.
extension ViewRuntime {
  /// One frame of virtual time: 1/60 s.
  static let frameDuration: Duration = .nanoseconds(1_000_000_000 / 60)

  /// Mounts the root view and lets it settle.
  public func mount() {
    withActive {
      render()
      render()
      drain()
      settle()
    }
  }

  /// Runs an event and lets the UI settle: the event's writes are merged into one
  /// update (2.3).
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
          "ViewGraph: updates did not settle after \(limits.passesPerEvent) passes in one event; stopped.",
          kind: .engineNote)
        trace.use(.settleBounds)
        actionQueue = []
        return
      }
      flush()
      runActions()
    }
  }

  /// One render: flush, then at most two rounds of {actions, update outputs, actions,
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
    trace.frameRendered()
  }

  /// Whether the UI has updates or callbacks still to process.
  var hasPendingUIWork: Bool {
    hasDirtyNodes || !actionQueue.isEmpty || !unappearedNodes.isEmpty || !pendingDisappearActions.isEmpty
      || !earlyDisappearActions.isEmpty || !dismissCallbacks.isEmpty
  }

  /// Runs ready work, then produces frames while anything is pending, within the
  /// action's frame budget.
  func settle() {
    runReadyWork()
    var frames = 0
    while hasPendingUIWork || scheduler.hasReadyWork || scheduler.hasYieldedWork {
      if frames == limits.framesPerAction {
        console.writeLine(
          "ViewGraph: still updating after \(limits.framesPerAction) frames; stopped this action here.",
          kind: .engineNote)
        trace.use(.settleBounds)
        return
      }
      frames += 1
      advanceFrame(to: scheduler.now + Self.frameDuration)
    }
  }

  /// Advances the clock to `time`, firing timed work in order as its time comes,
  /// then renders one frame at `time`.
  func advanceFrame(to time: Duration, atFrameRate: Bool = true) {
    if scheduler.releaseYielded() { trace.use(.yieldOncePerFrame) }
    while scheduler.fireNext(notAfter: time) { runReadyWork() }
    scheduler.advance(to: time, atFrameRate: atFrameRate)
    runReadyWork()
    drain()
    render()
    runReadyWork()
  }

  /// Advances virtual time by `duration`, one frame at a time, then settles.
  func wait(_ duration: Duration) {
    let target = scheduler.now + duration
    while scheduler.now + Self.frameDuration <= target {
      advanceFrame(to: scheduler.now + Self.frameDuration)
    }
    if scheduler.now < target { advanceFrame(to: target, atFrameRate: false) }
    settle()
  }

  /// Removes the root view: its lifetime ends, disappear callbacks run, tasks are
  /// cancelled, and state is released (objects it held are deinitialized).
  func unmount() {
    guard let root = rootNode else { return }
    remove(root)
    rootNode = nil
    isUnmounted = true
    render()
    settle()
  }

  /// Runs queued actions in order; writes they make are flushed later.
  func runActions() {
    while !actionQueue.isEmpty {
      let batch = actionQueue
      actionQueue = []
      for action in batch { action() }
    }
  }

  /// Runs the main thread's ready work (task jobs, dispatched blocks, timer
  /// callbacks) in order, within a bound.
  func runReadyWork() {
    var count = 0
    while scheduler.hasReadyWork {
      if count == limits.workItemsPerFrame {
        // The rest stays queued for the next frame.
        console.writeLine(
          "ViewGraph: more than \(limits.workItemsPerFrame) tasks and callbacks ran in one frame; stopped.",
          kind: .engineNote)
        trace.use(.settleBounds)
        return
      }
      guard let work = scheduler.nextReady() else { return }
      count += 1
      switch work {
      case .job(let job): job.runSynchronously(on: MainActor.sharedUnownedExecutor)
      case .callback(let callback): callback()
      }
    }
  }

  /// The "update outputs" step of a render: the root is created on first use, and
  /// nodes that appeared or disappeared since the last render queue their callbacks:
  /// views removed with an identity transition first, then appear callbacks deepest
  /// first (post-order), then the other disappear callbacks (rule 1.4).
  func updateOutputs() {
    if rootNode == nil && !isUnmounted {
      updateDepth += 1
      rootNode = makeNode(parent: nil, key: .content, view: makeRoot())
      updateDepth -= 1
      queuePassActions()
    }
    actionQueue.append(contentsOf: earlyDisappearActions)
    earlyDisappearActions = []
    let created = unappearedNodes
    unappearedNodes = []
    let queuedBeforeAppear = actionQueue.count
    let createdSet = Set(created.map(ObjectIdentifier.init))
    for node in created where !node.isRemoved {
      // Walk each new subtree once, from its topmost new node.
      if let parent = node.parent, createdSet.contains(ObjectIdentifier(parent)) { continue }
      // A view created under a covered or unselected container appears when shown.
      if node.isOffScreen { continue }
      node.forEachShownPostOrder { appeared in
        guard !appeared.isRemoved, !appeared.isAppeared else { return }
        appeared.isAppeared = true
        (appeared.primitiveState as? NodeLifetimeObserver)?.nodeDidAppear(appeared)
      }
    }
    // The order of the two kinds matters only when both run.
    if actionQueue.count > queuedBeforeAppear, !pendingDisappearActions.isEmpty || tasksCancelledSinceOutputs > 0 {
      for rule in pendingOrderRules { trace.use(rule) }
    }
    pendingOrderRules = []
    tasksCancelledSinceOutputs = 0
    actionQueue.append(contentsOf: pendingDisappearActions)
    pendingDisappearActions = []
    actionQueue.append(contentsOf: dismissCallbacks)
    dismissCallbacks = []
    updateScreenWideModifiers()
  }
}
