import ScenarioWire

extension ViewRuntime {
  /// Starts recording an ``UpdateTrace`` for each step (call before `mount()` for the
  /// mount's): what the step rendered, evaluated, ran and wrote, and its identity tree.
  public func recordUpdateTraces() { trace.enable(root: rootNode) }

  /// The trace of the step that just ended (0 is the mount); the next one starts.
  public func takeUpdateTrace() -> UpdateTrace {
    scheduler.noteClockReads()
    return trace.finishStep(root: rootNode)
  }
}
