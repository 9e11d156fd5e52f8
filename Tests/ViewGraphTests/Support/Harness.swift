import ScenarioWire
import Testing

@testable import ViewGraph

/// Mounts `view`, performs `actions`, and returns the output of each step: the
/// mount first, then one entry per action.
@MainActor
func transcript<V: View>(_ view: V, _ actions: ScenarioAction...) throws -> [[String]] {
  try transcript(view, actions: actions)
}

/// `transcript(_:_:)` with the actions in an array.
@MainActor
func transcript<V: View>(_ view: V, actions: [ScenarioAction]) throws -> [[String]] {
  try eachStep(view, actions: actions) { $0.takeOutput() }
}

/// What `take` finds after the mount and after each action; `prepare` runs before the
/// mount.
@MainActor
func eachStep<V: View, Step>(
  _ view: V, actions: [ScenarioAction], prepare: (ViewRuntime) -> Void = { _ in },
  take: (ViewRuntime) -> Step
) throws -> [Step] {
  let runtime = ViewRuntime(view)
  prepare(runtime)
  runtime.mount()
  var steps = [take(runtime)]
  for action in actions {
    try runtime.perform(action)
    steps.append(take(runtime))
  }
  return steps
}

/// The screen dump lines after mounting `view` and performing `actions`.
@MainActor
func screenLines<V: View>(_ view: V, after actions: ScenarioAction...) throws -> [String] {
  let runtime = ViewRuntime(view)
  runtime.mount()
  for action in actions { try runtime.perform(action) }
  return ScreenDump.lines(runtime.screen())
}

/// The update traces of the mount and of each action, recorded from before the mount.
@MainActor
func updateTraces<V: View>(_ view: V, actions: [ScenarioAction]) throws -> [UpdateTrace] {
  try eachStep(view, actions: actions, prepare: { $0.recordUpdateTraces() }) { $0.takeUpdateTrace() }
}
