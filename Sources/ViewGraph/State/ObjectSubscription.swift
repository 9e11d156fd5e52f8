import OpenCombine

/// A view's subscription to an `ObservableObject`: every `objectWillChange`
/// invalidates the view, whatever its body read (rule 2.7).
@MainActor
final class ObjectSubscription {
  private(set) weak var object: AnyObject?
  private var cancellable: AnyCancellable?

  /// Subscribes `node` to `object`, replacing an earlier subscription to another one.
  func observe<Object: ObservableObject>(_ object: Object, for node: ViewNode, property: Int) {
    if self.object === object, cancellable != nil { return }
    self.object = object
    weak var weakNode = node
    let runtime = node.runtime
    cancellable = object.objectWillChange.sink { _ in
      MainActor.assumeIsolated {
        if runtime.bodyEvaluationDepth > 0 {
          runtime.warn(
            "Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
        }
        guard let node = weakNode else { return }
        node.changedProperties.insert(property)
        node.markDirty()
      }
    }
  }

  func cancel() {
    cancellable?.cancel()
    cancellable = nil
  }
}

extension ViewNode {
  /// The subscription kept at `index` of the node's properties, created on first use.
  func objectSubscription(at index: Int) -> ObjectSubscription {
    if index < propertyStorage.count, let existing = propertyStorage[index] as? ObjectSubscription { return existing }
    let subscription = ObjectSubscription()
    setPropertyStorage(subscription, at: index)
    return subscription
  }
}

/// The storage of a `@StateObject`: the object of this lifetime and its subscription.
@MainActor
final class StateObjectStorage<Object: ObservableObject> {
  let object: Object
  let subscription = ObjectSubscription()
  init(object: Object) { self.object = object }
}

/// Reads and writes a property of an object, for `$model.name` bindings.
final class ObjectLocation<Object: AnyObject, Value>: Location<Value> {
  let object: Object
  let keyPath: ReferenceWritableKeyPath<Object, Value>
  init(object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
    self.object = object
    self.keyPath = keyPath
  }
  override func get() -> Value { object[keyPath: keyPath] }
  override func set(_ value: Value) { object[keyPath: keyPath] = value }
  override func isSameLocation(as other: Location<Value>) -> Bool {
    guard let other = other as? ObjectLocation<Object, Value> else { return false }
    return other.object === object && other.keyPath == keyPath
  }
}
