import OpenCombine

/// An observable object put in the environment by an ancestor's
/// `.environmentObject(_:)`; like `@ObservedObject`, every change invalidates the
/// view that declares it, at any depth (rule 2.7).
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
    let storage: EnvironmentObjectStorage<ObjectType>
    if index < node.propertyStorage.count,
      let existing = node.propertyStorage[index] as? EnvironmentObjectStorage<ObjectType>
    {
      storage = existing
    } else {
      storage = EnvironmentObjectStorage()
      node.setPropertyStorage(storage, at: index)
    }
    guard let object = node.environment.object(of: ObjectType.self) else { return }
    storage.subscription.observe(object, for: node, property: index)
  }

  func isSameInput(as other: Any) -> Bool { true }
}
