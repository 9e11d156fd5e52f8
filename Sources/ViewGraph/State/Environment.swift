import OpenCombine

/// Reads a value from the environment. A view that read it is evaluated again when
/// an ancestor sets a different value.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let link = EnvironmentLink()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The value in the environment of the view being evaluated.
  public var wrappedValue: Value {
    MainActor.assumeIsolated {
      guard let node = link.node else { return EnvironmentValues()[keyPath: keyPath] }
      let value = node.environment[keyPath: keyPath]
      node.environmentReads[keyPath] = value
      return value
    }
  }
}

/// Where an `Environment` property reads from: the node it was installed on.
final class EnvironmentLink {
  weak var node: ViewNode?
}

extension Environment: InstallableProperty {
  func install(on node: ViewNode, index: Int) { link.node = node }
  func isSameInput(as other: Any) -> Bool { (other as? Environment<Value>)?.keyPath == keyPath }
}

/// An observable object put in the environment by an ancestor's
/// `.environmentObject(_:)`; like `@ObservedObject`, every change invalidates the view.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let link = EnvironmentLink()

  /// Reads the object of this type from the environment.
  public init() {}

  /// The object; a missing one stops the scenario, as in SwiftUI.
  public var wrappedValue: ObjectType {
    MainActor.assumeIsolated {
      guard let object = link.node?.environment.object(of: ObjectType.self) else {
        fatalError(
          "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
        )
      }
      return object
    }
  }

  /// Bindings to the object's properties: `$model.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
}

extension EnvironmentObject: InstallableProperty {
  func install(on node: ViewNode, index: Int) {
    link.node = node
    node.usesEnvironmentObject = true
    guard let object = node.environment.object(of: ObjectType.self) else { return }
    node.objectSubscription(at: index).observe(object, for: node, property: index)
  }

  func isSameInput(as other: Any) -> Bool { true }
}
