/// A value stored in the app's user defaults under a key: every view that read the
/// key runs again when any of them writes it. In the engine the defaults live in
/// memory for the run of one transcript, so every transcript starts from the
/// declared default values.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  let link = EnvironmentLink()

  /// A stored value under `key`, `wrappedValue` until something is written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.key = key
    defaultValue = wrappedValue
  }

  /// The stored value.
  public var wrappedValue: Value {
    get {
      MainActor.assumeIsolated {
        guard let node = link.node else { return defaultValue }
        let storage = node.runtime.appStorage(for: key, default: defaultValue)
        node.runtime.noteRead(storage)
        return storage.value as? Value ?? defaultValue
      }
    }
    nonmutating set {
      MainActor.assumeIsolated {
        guard let runtime = link.node?.runtime ?? ViewRuntime.current else { return }
        runtime.write(newValue as Any, to: runtime.appStorage(for: key, default: defaultValue))
      }
    }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional stored value, `nil` until something is written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(wrappedValue: nil, key, store: store)
  }
}

extension AppStorage: InstallableProperty {
  func install(on node: ViewNode, index: Int) { link.node = node }
  func isSameInput(as other: Any) -> Bool { (other as? AppStorage<Value>)?.key == key }
}

extension ViewRuntime {
  /// The storage of one user-defaults key, shared by every view of this runtime.
  func appStorage<Value>(for key: String, default value: Value) -> StateStorage<Any> {
    if let storage = appStorageByKey[key] { return storage }
    let storage = StateStorage<Any>(runtime: self, value: value)
    appStorageByKey[key] = storage
    return storage
  }
}
