/// A value stored in the app's user defaults under a key: every view that read the
/// key runs again when any of them writes it. In the engine the defaults live in
/// memory for the run of one transcript, so every transcript starts from the
/// declared default values.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let stored: KeyedValue<Value>

  /// A stored value under `key`, `wrappedValue` until something is written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    stored = KeyedValue(store: .app, key: key, defaultValue: wrappedValue)
  }

  /// The stored value.
  public var wrappedValue: Value {
    get { stored.value }
    nonmutating set { stored.value = newValue }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> { stored.binding }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional stored value, `nil` until something is written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(wrappedValue: nil, key, store: store)
  }

  /// An optional stored integer, `nil` until something is written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(wrappedValue: nil, key, store: store)
  }

  /// An optional stored number, `nil` until something is written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(wrappedValue: nil, key, store: store)
  }

  /// An optional stored Boolean, `nil` until something is written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(wrappedValue: nil, key, store: store)
  }

  /// An optional stored URL, `nil` until something is written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(wrappedValue: nil, key, store: store)
  }

  /// Optional stored data, `nil` until something is written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(wrappedValue: nil, key, store: store)
  }

  /// An optional stored date (iOS 18), `nil` until something is written.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(wrappedValue: nil, key, store: store)
  }
}

extension AppStorage: InstallableProperty {
  func install(on node: ViewNode, index: Int) { stored.link.node = node }
  func isSameInput(as other: Any) -> Bool { (other as? AppStorage<Value>)?.stored.key == stored.key }
}
