/// The stores a property wrapper can keep a value in by name: the app's user
/// defaults (`@AppStorage`) and the scene's saved state (`@SceneStorage`). Each is
/// its own namespace: the same key names two values in the two stores.
enum KeyedStore {
  /// `@AppStorage`: the app's user defaults.
  case app
  /// `@SceneStorage`: the state the system saves for the scene.
  case scene
}

/// The value of one key of a keyed store, as a property wrapper sees it: read
/// through the node it is installed on (so the reader depends on the key), written
/// through the runtime (so every reader updates).
struct KeyedValue<Value> {
  let store: KeyedStore
  let key: String
  let defaultValue: Value
  let link = EnvironmentLink()

  /// The stored value, or the default until something is written.
  var value: Value {
    get {
      MainActor.assumeIsolated {
        guard let node = link.node else { return defaultValue }
        let storage = node.runtime.keyedStorage(store, for: key, default: defaultValue)
        node.runtime.noteRead(storage)
        return storage.value as? Value ?? defaultValue
      }
    }
    nonmutating set {
      MainActor.assumeIsolated {
        guard let runtime = link.node?.runtime ?? ViewRuntime.current else { return }
        runtime.write(newValue as Any, to: runtime.keyedStorage(store, for: key, default: defaultValue))
      }
    }
  }

  /// A binding to the stored value, as the wrapper's `projectedValue`.
  var binding: Binding<Value> { Binding(get: { value }, set: { value = $0 }) }
}

extension ViewRuntime {
  /// The storage of one key of a keyed store, shared by every view of this runtime.
  func keyedStorage<Value>(_ store: KeyedStore, for key: String, default value: Value) -> StateStorage<Any> {
    if let storage = keyedStorageByKey[store]?[key] { return storage }
    let storage = StateStorage<Any>(runtime: self, value: value)
    keyedStorageByKey[store, default: [:]][key] = storage
    return storage
  }
}
