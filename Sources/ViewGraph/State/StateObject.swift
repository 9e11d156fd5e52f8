import OpenCombine

/// An observable object owned by a view's identity: created once per lifetime, lazily,
/// just before the first body of that lifetime; the parent's re-evaluations never
/// re-run its initializer (rule 2.5, O14).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let link: StateObjectLink<ObjectType>

  /// Creates the property; `thunk` runs once, at the start of the lifetime.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    link = StateObjectLink(thunk: thunk)
  }

  /// The object of this lifetime.
  public var wrappedValue: ObjectType { MainActor.assumeIsolated { link.object } }

  /// Bindings to the object's properties: `$model.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

/// The connection between one `StateObject` value and the storage of its lifetime.
final class StateObjectLink<ObjectType: ObservableObject> {
  let thunk: () -> ObjectType
  var storage: StateObjectStorage<ObjectType>?
  init(thunk: @escaping () -> ObjectType) { self.thunk = thunk }

  @MainActor var object: ObjectType {
    if let storage { return storage.object }
    let message =
      "Accessing StateObject's object without being installed on a View. This will create a new instance each time."
    ViewRuntime.warnFromAnywhere(message)
    return thunk()
  }
}

extension StateObject: InstallableProperty {
  func install(on node: ViewNode, index: Int) {
    if index < node.propertyStorage.count, let storage = node.propertyStorage[index] as? StateObjectStorage<ObjectType>
    {
      link.storage = storage
      return
    }
    let storage = StateObjectStorage(object: link.thunk())
    storage.subscription.observe(storage.object, for: node, property: index)
    node.setPropertyStorage(storage, at: index)
    link.storage = storage
  }

  /// A re-created view's state object is the same object.
  func isSameInput(as other: Any) -> Bool { true }
}

/// An observable object passed in from outside: a view holding one is invalidated by
/// every `objectWillChange` (rule 2.7). Created in a parent's body, it is a new object
/// each time the parent's body runs (rule 2.6, O13).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The observed object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// Observes `initialValue`.
  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

  /// Bindings to the object's properties: `$model.name`.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to an observed object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to one property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
      Binding(location: ObjectLocation(object: object, keyPath: keyPath))
    }
  }
}

extension ObservedObject: InstallableProperty {
  func install(on node: ViewNode, index: Int) {
    node.objectSubscription(at: index).observe(wrappedValue, for: node, property: index)
  }

  /// The same object is the same input; a new object is a change.
  func isSameInput(as other: Any) -> Bool {
    (other as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
  }
}
