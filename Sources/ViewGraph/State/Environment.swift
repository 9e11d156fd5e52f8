import Observation

/// Reads a value from the environment: a key's value (`@Environment(\.colorScheme)`)
/// or an `@Observable` object put there with `.environment(_:)`
/// (`@Environment(Model.self)`). A change of what it reads invalidates the view that
/// declares it, whether or not `body` reads it (rule 2.11).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// What the property reads, compared between view values.
  let key: AnyHashable
  /// The value the wrapper returns.
  let read: (EnvironmentValues) -> Value
  /// What a change is judged by: the value, or the object (present or not).
  let snapshot: (EnvironmentValues) -> Any
  let link = EnvironmentLink()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    key = keyPath
    read = { $0[keyPath: keyPath] }
    snapshot = { $0[keyPath: keyPath] }
  }

  /// Reads the `@Observable` object of this type that an ancestor put in the
  /// environment; a missing one stops the scenario, as in SwiftUI.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    key = ObjectIdentifier(objectType)
    read = { environment in
      guard let object = environment.observable(of: Value.self) else {
        fatalError(
          "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view."
        )
      }
      return object
    }
    snapshot = { $0.observable(of: Value.self) as Any }
  }

  /// Reads the `@Observable` object of this type, or `nil` when no ancestor put one
  /// in the environment.
  public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
    key = ObjectIdentifier(objectType)
    read = { $0.observable(of: Object.self) }
    snapshot = { $0.observable(of: Object.self) as Any }
  }

  /// The value in the environment of the view being evaluated.
  public var wrappedValue: Value {
    MainActor.assumeIsolated { read(link.node?.environment ?? EnvironmentValues()) }
  }
}

/// Where an environment property reads from: the node it was installed on.
final class EnvironmentLink {
  weak var node: ViewNode?
}

extension Environment: InstallableProperty {
  func install(on node: ViewNode, index: Int) {
    link.node = node
    guard !(index < node.propertyStorage.count && node.propertyStorage[index] is EnvironmentValueStorage) else {
      return
    }
    node.setPropertyStorage(EnvironmentValueStorage(snapshot: snapshot, environment: node.environment), at: index)
  }

  func isSameInput(as other: Any) -> Bool { (other as? Environment<Value>)?.key == key }
}
