/// A stored property of a view that the engine connects to storage owned by the
/// view's identity: `@State`, `@Binding`, `@StateObject`, … and user-defined
/// wrappers that contain them.
///
/// User types conforming to `DynamicProperty` are searched for the built-in
/// properties they contain, and their `update()` is called before each body of the
/// view holding them (`DynamicPropertyUpdater`).
public protocol DynamicProperty {
  /// Called before the owning view's body is evaluated.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A built-in dynamic property: it receives its storage from the node before every
/// body evaluation. It refines `DynamicProperty` so that a field is asked about this
/// protocol only once it is known to be dynamic (each first question about a type
/// scans every conformance loaded).
@MainActor
protocol InstallableProperty: DynamicProperty {
  /// Connects this property to its storage at `index` of the node's property list,
  /// creating the storage at the start of the lifetime.
  func install(on node: ViewNode, index: Int)
  /// How this field compares when the parent produces a new view value.
  func isSameInput(as other: Any) -> Bool
}

/// Finds the dynamic properties of a view (or view modifier) value and connects
/// them to the node's storage, in declaration order.
///
/// Storage indices count built-in properties, including those inside user-defined
/// wrappers; `_printChanges` names the view's own fields, so each field knows the
/// range of indices it holds.
@MainActor
enum DynamicPropertyBinder {
  /// One dynamic property field of a view, as `_printChanges` names it.
  struct Field {
    let name: String
    let value: Any
    /// The storage indices of the built-in properties this field holds.
    let indices: Range<Int>
  }

  /// Installs every dynamic property found in `value` on `node`.
  static func install(_ value: Any, on node: ViewNode) {
    var index = 0
    forEachBuiltIn(in: host(of: value), index: &index) { property, index in property.install(on: node, index: index) }
  }

  /// The value whose fields hold the dynamic properties: the view itself, or the
  /// modifier of a user `ViewModifier` application.
  static func host(of value: Any) -> Any {
    (value as? DynamicPropertyHosting)?.dynamicPropertyHost ?? value
  }

  /// Calls `body` with each built-in property in `value` and its storage index,
  /// looking inside user-defined wrappers.
  private static func forEachBuiltIn(
    in value: Any, index: inout Int, _ body: (InstallableProperty, Int) -> Void
  ) {
    for child in Mirror(reflecting: value).children where child.value is DynamicProperty {
      if let property = child.value as? InstallableProperty {
        body(property, index)
        index += 1
      } else {
        // A user-defined wrapper: its own fields hold the built-in properties.
        forEachBuiltIn(in: child.value, index: &index, body)
      }
    }
  }

  /// The dynamic property fields of `value` in declaration order (`_count`, …).
  static func fields(of value: Any) -> [Field] {
    var index = 0
    return Mirror(reflecting: host(of: value)).children.compactMap { child in
      guard child.value is DynamicProperty else { return nil }
      let start = index
      if child.value is InstallableProperty {
        index += 1
      } else {
        forEachBuiltIn(in: child.value, index: &index) { _, _ in }
      }
      guard let label = child.label else { return nil }
      return Field(name: label, value: child.value, indices: start..<index)
    }
  }
}

/// A view whose dynamic properties live in another value (a modifier's body view).
protocol DynamicPropertyHosting {
  var dynamicPropertyHost: Any { get }
}
