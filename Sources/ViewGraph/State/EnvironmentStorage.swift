/// The storage of a dynamic property that reads the environment: it remembers what
/// it last saw, so that a change above can tell which views it invalidates.
@MainActor
protocol EnvironmentDependentStorage: AnyObject {
  /// Takes the environment after a change above; true when what the property sees
  /// differs from what it saw before.
  func update(with environment: EnvironmentValues) -> Bool
}

/// The storage of an `@Environment` property: the last value (or object) it saw.
@MainActor
final class EnvironmentValueStorage: EnvironmentDependentStorage {
  let snapshot: (EnvironmentValues) -> Any
  private var value: Any

  init(snapshot: @escaping (EnvironmentValues) -> Any, environment: EnvironmentValues) {
    self.snapshot = snapshot
    value = snapshot(environment)
  }

  func update(with environment: EnvironmentValues) -> Bool {
    let new = snapshot(environment)
    defer { value = new }
    return !ViewComparison.fieldsEqual(value, new)
  }
}

/// The storage of an `@EnvironmentObject`: the subscription to the object it found.
@MainActor
final class EnvironmentObjectStorage<Object: ObservableObject>: EnvironmentDependentStorage {
  let subscription = ObjectSubscription()

  /// Another object (or none) in the environment is a change; the next body
  /// subscribes to it.
  func update(with environment: EnvironmentValues) -> Bool {
    environment.object(of: Object.self) !== subscription.object
  }
}

extension ViewNode {
  /// An environment modifier on this node wrote a different value: every view below
  /// whose environment properties now see something else runs again, whatever its
  /// body read (rules 2.7, 2.11), and `_printChanges` names those properties.
  func environmentDidChange() {
    for child in children {
      child.forEachInSubtree { node in
        let dependents = node.propertyStorage.enumerated().compactMap { index, storage in
          (storage as? EnvironmentDependentStorage).map { (index, $0) }
        }
        guard !dependents.isEmpty else { return }
        let environment = node.environment
        for (index, storage) in dependents {
          guard storage.update(with: environment) else {
            // Another key (or object) changed: the property is unchanged by choice.
            node.runtime.trace.use(.environmentChangeScope)
            continue
          }
          node.changedProperties.insert(index)
          node.markDirty()
        }
      }
    }
  }
}
