/// A value owned by a view's identity: it is created from the initial value when the
/// lifetime begins, survives every re-creation of the view struct, and is dropped
/// when the lifetime ends (rules 1.2, 1.3, 2.9).
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let link: StateLink<Value>

  /// Creates state with an initial value, used only at the start of a lifetime.
  public init(wrappedValue value: Value) { link = StateLink(initial: value) }

  /// Creates state with an initial value, used only at the start of a lifetime.
  public init(initialValue value: Value) { link = StateLink(initial: value) }

  /// The current value. Reading it in `body` makes the body depend on it; writing a
  /// different value invalidates the bodies that read it.
  public var wrappedValue: Value {
    get { MainActor.assumeIsolated { link.read() } }
    nonmutating set { MainActor.assumeIsolated { link.write(newValue) } }
  }

  /// A binding to the state, for passing to a child; passing it is not a read.
  public var projectedValue: Binding<Value> {
    Binding(location: StateLocation(link: link))
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates optional state that starts as `nil`.
  public init() { self.init(wrappedValue: nil) }
}

extension State: InstallableProperty {
  func install(on node: ViewNode, index: Int) {
    if index < node.propertyStorage.count, let storage = node.propertyStorage[index] as? StateStorage<Value> {
      link.storage = storage
      return
    }
    let storage = StateStorage(runtime: node.runtime, value: link.initial)
    storage.owner = node
    storage.propertyIndex = index
    node.setPropertyStorage(storage, at: index)
    link.storage = storage
  }

  /// A re-created view's state is the same state: it never makes the view differ.
  func isSameInput(as other: Any) -> Bool { true }
}

/// The connection between one `State` struct value and the storage of its lifetime.
/// A reference, so that every copy of the view struct (and every closure that
/// captured one) reaches the same storage once the engine installed it.
final class StateLink<Value> {
  let initial: Value
  var storage: StateStorage<Value>?

  init(initial: Value) { self.initial = initial }

  @MainActor func read() -> Value {
    guard let storage else {
      ViewRuntime.warnOutsideView()
      return initial
    }
    storage.runtime.noteRead(storage)
    return storage.value
  }

  @MainActor func write(_ value: Value) {
    guard let storage else {
      ViewRuntime.warnOutsideView()
      return
    }
    storage.runtime.write(value, to: storage)
  }
}

/// Reads and writes a state's storage for a `Binding` made with `$state`.
final class StateLocation<Value>: Location<Value> {
  let link: StateLink<Value>
  init(link: StateLink<Value>) { self.link = link }
  override func get() -> Value { MainActor.assumeIsolated { link.read() } }
  override func set(_ value: Value) { MainActor.assumeIsolated { link.write(value) } }
  override func isSameLocation(as other: Location<Value>) -> Bool {
    (other as? StateLocation<Value>)?.link.storage === link.storage && link.storage != nil
  }
  override var rootStorage: AnyObject? { link.storage }
}
