/// A stored property of a view that the engine connects to storage owned by the
/// view's identity: `@State`, `@Binding`, `@StateObject`, … and user-defined
/// wrappers that contain them.
///
/// User types conforming to `DynamicProperty` are searched for the built-in
/// properties they contain, and `update()` is called before each body evaluation.
public protocol DynamicProperty {
  /// Called by the engine before the owning view's body is evaluated.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A built-in dynamic property: it receives its storage from the node before every
/// body evaluation.
@MainActor
protocol InstallableProperty {
  /// Connects this property to its storage at `index` of the node's property list,
  /// creating the storage at the start of the lifetime.
  func install(on node: ViewNode, index: Int)
  /// How this field compares when the parent produces a new view value.
  func isSameInput(as other: Any) -> Bool
}

/// Finds the dynamic properties of a view (or view modifier) value and connects
/// them to the node's storage, in declaration order.
@MainActor
enum DynamicPropertyBinder {
  /// Installs every dynamic property found in `value` on `node`.
  static func install(_ value: Any, on node: ViewNode) {
    var index = 0
    install(host(of: value), on: node, index: &index)
  }

  /// The value whose fields hold the dynamic properties: the view itself, or the
  /// modifier of a user `ViewModifier` application.
  static func host(of value: Any) -> Any {
    (value as? DynamicPropertyHosting)?.dynamicPropertyHost ?? value
  }

  private static func install(_ value: Any, on node: ViewNode, index: inout Int) {
    for child in Mirror(reflecting: value).children {
      if let property = child.value as? InstallableProperty {
        property.install(on: node, index: index)
        index += 1
      } else if child.value is DynamicProperty {
        // A user-defined wrapper: its own fields hold the built-in properties.
        install(child.value, on: node, index: &index)
      }
    }
  }

  /// Names of the dynamic properties of `value` in declaration order (`_count`, …),
  /// as `_printChanges` prints them.
  static func propertyNames(of value: Any) -> [String] {
    properties(of: value).map(\.name)
  }

  /// The dynamic properties of `value` in declaration order, with their names.
  static func properties(of value: Any) -> [(name: String, value: Any)] {
    Mirror(reflecting: host(of: value)).children.compactMap { child in
      guard child.value is DynamicProperty, let label = child.label else { return nil }
      return (label, child.value)
    }
  }
}

/// A view whose dynamic properties live in another value (a modifier's body view).
protocol DynamicPropertyHosting {
  var dynamicPropertyHost: Any { get }
}
