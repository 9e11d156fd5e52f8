/// The storage of one dynamic property for one lifetime, owned by a node.
///
/// It remembers which nodes read it during their last body, so that a write
/// invalidates exactly those bodies (a storage nobody read invalidates nothing).
@MainActor
class StateStorageBase {
  unowned let runtime: ViewRuntime
  /// The node whose lifetime this storage belongs to.
  weak var owner: ViewNode?
  /// The position of the property among the owner's dynamic properties.
  var propertyIndex = 0
  private var readers: [ObjectIdentifier: WeakNode] = [:]

  init(runtime: ViewRuntime) { self.runtime = runtime }

  /// Records that `node`'s current body evaluation read this storage.
  func noteRead(by node: ViewNode) {
    readers[ObjectIdentifier(node)] = WeakNode(node)
    node.dependencies[ObjectIdentifier(self)] = self
  }

  /// Forgets a reader whose body is about to be evaluated again or that was removed.
  func forgetReader(_ node: ViewNode) { readers[ObjectIdentifier(node)] = nil }

  /// Marks every node that read this storage for re-evaluation, in creation order
  /// so the result does not depend on hashing.
  func invalidateReaders() {
    owner?.changedProperties.insert(propertyIndex)
    let nodes = readers.values.compactMap(\.node).sorted { $0.creationIndex < $1.creationIndex }
    for node in nodes {
      if node !== owner { node.changedStorages.insert(ObjectIdentifier(self)) }
      node.markDirty()
    }
  }
}

/// The storage of a `@State` value.
@MainActor
final class StateStorage<Value>: StateStorageBase {
  var value: Value
  init(runtime: ViewRuntime, value: Value) {
    self.value = value
    super.init(runtime: runtime)
  }
}

/// A weak reference to a node, for reader lists that must not keep nodes alive.
struct WeakNode {
  weak var node: ViewNode?
  @MainActor init(_ node: ViewNode) { self.node = node }
}
