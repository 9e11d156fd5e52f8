import Foundation
import ScenarioWire

/// Records, while it is on, what the engine does to settle each step: frames, body
/// evaluations with their `_printChanges` reasons, callbacks, state writes, warnings,
/// the modelled rules relied on, and the identity tree before and after
/// (``UpdateTrace``). The few places that evaluate bodies, run callbacks, write state
/// and warn call it; while off, each call is one test of ``isEnabled``.
@MainActor
final class UpdateTraceRecorder {
  /// Whether anything is recorded: a scenario process turns it on, tests may.
  private(set) var isEnabled = false
  /// The step being recorded: 0 is the mount.
  private(set) var step = 0
  private var frame = 0
  private var lanes: [TraceLane] = []
  private var laneOfNode: [Int: Int] = [:]
  private var marks: [TraceMark] = []
  private var omittedMarks = 0
  private var rules: [ModelledRule] = []
  private var treeBefore: [IdentityTreeSnapshot.Entry] = []

  /// Starts recording, from the tree under `root` as it is now.
  func enable(root: ViewNode?) {
    isEnabled = true
    begin(root: root)
  }

  /// The trace of the step that ends now; the next step starts being recorded.
  func finishStep(root: ViewNode?) -> UpdateTrace {
    guard isEnabled else { return UpdateTrace() }
    let after = IdentityTreeSnapshot.entries(under: root)
    for rule in Self.takePending() { use(rule) }
    let trace = UpdateTrace(
      frames: frame, lanes: lanes, marks: marks, omittedMarks: omittedMarks,
      tree: IdentityTreeSnapshot.merged(before: treeBefore, after: after), modelledRules: rules)
    step += 1
    begin(root: root, entries: after)
    return trace
  }

  private func begin(root: ViewNode?, entries: [IdentityTreeSnapshot.Entry]? = nil) {
    frame = 0
    lanes = []
    laneOfNode = [:]
    marks = []
    omittedMarks = 0
    rules = []
    _ = Self.takePending()
    treeBefore = entries ?? IdentityTreeSnapshot.entries(under: root)
  }

  /// A render ended: what follows belongs to the next frame.
  func frameRendered() {
    guard isEnabled else { return }
    frame += 1
  }

  /// Something happened to the view that `node` belongs to (its nearest ancestor with
  /// a body, or `node` itself); without a node, to the app as a whole.
  func record(_ kind: TraceMarkKind, node: ViewNode?, detail: String = "") {
    guard isEnabled else { return }
    record(kind, view: node.map(ViewKey.init), detail: detail)
  }

  private func record(_ kind: TraceMarkKind, view: ViewKey?, detail: String) {
    guard marks.count < UpdateTrace.markLimit else {
      omittedMarks += 1
      return
    }
    marks.append(TraceMark(frame: frame, lane: lane(for: view), kind: kind, detail: detail))
  }

  /// The action `action`, recording `kinds` on `node`'s view when it runs (not when it
  /// is queued: the trace keeps the order things happen in). The view is named now,
  /// while it is in the tree: a disappear callback runs after its view has left it.
  func recording(_ kinds: TraceMarkKind..., node: ViewNode, _ action: @escaping () -> Void) -> () -> Void {
    guard isEnabled else { return action }
    let view = ViewKey(node)
    return { [weak self] in
      for kind in kinds { self?.record(kind, view: view, detail: "") }
      action()
    }
  }

  /// The view a mark belongs to, named once: its lifetime, type name and identity.
  private struct ViewKey {
    let id: Int
    let lane: TraceLane

    @MainActor init(_ node: ViewNode) {
      let owner = IdentityTreeSnapshot.owningView(of: node)
      id = owner.creationIndex
      lane = TraceLane(name: IdentityTreeSnapshot.name(of: owner), identity: IdentityTreeSnapshot.identity(of: owner))
    }
  }

  /// The step's updates relied on a modelled rule.
  func use(_ rule: ModelledRule) {
    guard isEnabled, !rules.contains(rule) else { return }
    rules.append(rule)
  }

  /// Records a modelled rule on the step being recorded, from code that may run on any
  /// thread or executor (comparisons, `print`, `NSLog`): kept under a lock while a
  /// scenario runs, and added to the step's rules when the step ends.
  nonisolated static func useFromAnywhere(_ rule: ModelledRule) {
    guard Console.active != nil else { return }
    pendingLock.lock()
    defer { pendingLock.unlock() }
    if !pending.contains(rule) { pending.append(rule) }
  }

  nonisolated private static let pendingLock = NSLock()
  nonisolated(unsafe) private static var pending: [ModelledRule] = []

  private static func takePending() -> [ModelledRule] {
    pendingLock.lock()
    defer { pendingLock.unlock() }
    defer { pending = [] }
    return pending
  }

  private func lane(for view: ViewKey?) -> Int {
    let key = view?.id ?? 0
    if let index = laneOfNode[key] { return index }
    lanes.append(view?.lane ?? TraceLane(name: "App", identity: "outside any view"))
    laneOfNode[key] = lanes.count - 1
    return lanes.count - 1
  }
}

extension StateStorageBase {
  /// The field of its owner's view this storage belongs to, as `_printChanges` names it
  /// (`_count`); empty when it has no owner.
  var fieldName: String {
    guard let owner else { return "" }
    return DynamicPropertyBinder.fields(of: owner.view).first { $0.indices.contains(propertyIndex) }?.name ?? ""
  }
}
