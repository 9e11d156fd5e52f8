/// A value the system saves with the scene under a key (a draft that survives the
/// app being relaunched): every view that read the key runs again when any of them
/// writes it (*documented*: shared with the other `SceneStorage` variables of the
/// same scene, Apple's page for `SceneStorage`). **Modelled:** a transcript runs
/// one scene, so the store is one namespace of keys for the run, like
/// `@AppStorage`'s but apart from it; every transcript starts from the declared
/// default values (nothing is restored).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let stored: KeyedValue<Value>

  init(defaultValue: Value, key: String) {
    stored = KeyedValue(store: .scene, key: key, defaultValue: defaultValue)
  }

  /// The stored value.
  public var wrappedValue: Value {
    get { stored.value }
    nonmutating set { stored.value = newValue }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> { stored.binding }
}

extension SceneStorage {
  /// A saved Boolean under `key`, `wrappedValue` until something is written.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(defaultValue: wrappedValue, key: key)
  }

  /// A saved integer under `key`, `wrappedValue` until something is written.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(defaultValue: wrappedValue, key: key)
  }

  /// A saved number under `key`, `wrappedValue` until something is written.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(defaultValue: wrappedValue, key: key)
  }

  /// A saved string under `key`, `wrappedValue` until something is written.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(defaultValue: wrappedValue, key: key)
  }

  /// A saved URL under `key`, `wrappedValue` until something is written.
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(defaultValue: wrappedValue, key: key)
  }

  /// Saved data under `key`, `wrappedValue` until something is written.
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(defaultValue: wrappedValue, key: key)
  }

  /// A saved value with an integer raw value under `key`.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(defaultValue: wrappedValue, key: key)
  }

  /// A saved value with a string raw value under `key`.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
    self.init(defaultValue: wrappedValue, key: key)
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// An optional saved Boolean, `nil` until something is written.
  public init(_ key: String) where Value == Bool? { self.init(defaultValue: nil, key: key) }

  /// An optional saved integer, `nil` until something is written.
  public init(_ key: String) where Value == Int? { self.init(defaultValue: nil, key: key) }

  /// An optional saved number, `nil` until something is written.
  public init(_ key: String) where Value == Double? { self.init(defaultValue: nil, key: key) }

  /// An optional saved string, `nil` until something is written.
  public init(_ key: String) where Value == String? { self.init(defaultValue: nil, key: key) }

  /// An optional saved URL, `nil` until something is written.
  public init(_ key: String) where Value == URL? { self.init(defaultValue: nil, key: key) }

  /// Optional saved data, `nil` until something is written.
  public init(_ key: String) where Value == Data? { self.init(defaultValue: nil, key: key) }
}

extension SceneStorage: InstallableProperty {
  func install(on node: ViewNode, index: Int) { stored.link.node = node }
  func isSameInput(as other: Any) -> Bool { (other as? SceneStorage<Value>)?.stored.key == stored.key }
}
