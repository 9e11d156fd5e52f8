/// One view identity in the graph: it exists for exactly one lifetime.
///
/// A node owns its view's dynamic-property storage, the last view value (for
/// comparison), the storages its last body read, and the per-modifier state of
/// primitive modifiers (the last value an `onChange` saw, for example).
@MainActor
final class ViewNode {
  unowned let runtime: ViewRuntime
  weak var parent: ViewNode?
  let key: ChildKey
  /// Order of creation in this runtime; actions queued by an update run in reverse
  /// creation order (inner before outer, children before parents).
  let creationIndex: Int
  /// The last view value this node took.
  var view: any View
  let viewType: ObjectIdentifier
  /// Whether the engine implements this node's view itself (`PrimitiveView`): a fact of
  /// its type, asked of the runtime once per node. What else the engine needs to know
  /// of a view (is it a control, does it close a menu) it asks the primitive
  /// (`PrimitiveView.asControl`, …), never a cast: in a fresh scenario process the
  /// first cast of each type to a protocol scans every conformance loaded.
  private(set) lazy var isPrimitive: Bool = view is PrimitiveView

  /// The node's view as the primitive it is, or nil for a view with a body.
  var primitive: PrimitiveView? { isPrimitive ? view as? PrimitiveView : nil }
  var children: [ViewNode] = []

  /// A dynamic property this node owns changed: its body must be evaluated again.
  var isDirty = false
  /// Some descendant is dirty: the update pass walks through this node.
  var hasDirtyDescendant = false
  /// The children through which dirty descendants are reached, each listed once when
  /// it became dirty or gained a dirty descendant, in no order: the update pass visits
  /// these, not every child, so one row's change in a long list costs the same as in
  /// a short one.
  var dirtyChildren: [ViewNode] = []
  /// This node's position among its parent's children, for visiting dirty children in
  /// screen order.
  var indexInParent = 0
  /// Still to be reported to its appear callbacks (it was created since the last
  /// render).
  var isAppeared = false
  var isRemoved = false
  /// The `ActionTargetIndex` lists it (a control or a navigation stack): it leaves
  /// the index when removed.
  var isInActionIndex = false
  /// The `ActionTargetIndex`'s round in which this node (and so its ancestors) was
  /// last noted as evaluated.
  var actionIndexRound = 0

  /// Storage of dynamic properties, in declaration order (index = property order).
  var propertyStorage: [AnyObject] = []
  /// Storages read by the last body evaluation.
  var dependencies: [ObjectIdentifier: StateStorageBase] = [:]
  /// State of the primitive modifier or control this node stands for.
  var primitiveState: AnyObject?

  /// Whether `body` has been evaluated at least once in this lifetime.
  var hasEvaluatedBody = false

  // MARK: Why the next body evaluation happens (for `_printChanges`)

  /// The parent produced a value that compared unequal (or this is the first one).
  var selfChanged = true
  /// Indices of dynamic properties that changed since the last body.
  var changedProperties: Set<Int> = []
  /// Something the body observed outside its own properties changed.
  var dependencyChanged = false
  /// State storages of other views, read by the last body, that changed since (a
  /// parent's state read through a binding).
  var changedStorages: Set<ObjectIdentifier> = []

  init(runtime: ViewRuntime, parent: ViewNode?, key: ChildKey, view: any View) {
    self.runtime = runtime
    self.parent = parent
    self.key = key
    self.view = view
    self.viewType = ObjectIdentifier(type(of: view))
    self.creationIndex = runtime.nextCreationIndex()
  }

  /// Stores the storage of the dynamic property at `index` (declaration order).
  func setPropertyStorage(_ storage: AnyObject, at index: Int) {
    while propertyStorage.count <= index { propertyStorage.append(Placeholder()) }
    propertyStorage[index] = storage
  }
  private final class Placeholder {}

  /// Marks this node for re-evaluation and tells its ancestors where to look.
  func markDirty() {
    guard !isRemoved else { return }
    runtime.animationClock.noteInvalidation(of: self)
    guard !isDirty else { return }
    isDirty = true
    runtime.noteDirty()
    // Already on the update pass's path: its parent lists it.
    guard !hasDirtyDescendant else { return }
    var child = self
    while let node = child.parent {
      node.dirtyChildren.append(child)
      let wasOnThePath = node.isDirty || node.hasDirtyDescendant
      node.hasDirtyDescendant = true
      if wasOnThePath { return }
      child = node
    }
  }

  /// The environment this node's view sees: the root's, changed by every
  /// `.environment` modifier above it, outermost first.
  var environment: EnvironmentValues {
    var writers: [EnvironmentWriter] = []
    var ancestor = parent
    while let node = ancestor {
      if let state = node.primitiveState as? EnvironmentWriterState { writers.append(state.writer) }
      ancestor = node.parent
    }
    var values = EnvironmentValues()
    if let scheme = runtime.appliedColorScheme { values.colorScheme = scheme }
    for writer in writers.reversed() { writer.transform(&values) }
    return values
  }

  /// The node's type name as `_printChanges` and warnings print it.
  var viewTypeName: String { TypeNames.plain(type(of: view)) }

  /// Depth-first, pre-order walk of this subtree.
  func forEachInSubtree(_ body: (ViewNode) -> Void) {
    body(self)
    for child in children { child.forEachInSubtree(body) }
  }

  /// Post-order walk: children (in order) before their parent.
  func forEachPostOrder(_ body: (ViewNode) -> Void) {
    for child in children { child.forEachPostOrder(body) }
    body(self)
  }
}
