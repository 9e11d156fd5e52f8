/// A two-way connection to a value owned elsewhere: a parent's state, a field of it,
/// or any getter and setter. Reading it in a body makes that body depend on the
/// source; passing it on is not a read (rule 2.2).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let location: Location<Value>

  init(location: Location<Value>) { self.location = location }

  /// A binding that calls `get` and `set` as given (rule 2.10).
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    location = ClosureLocation(get: get, set: set)
  }

  /// A binding from another binding, as `@Binding var x` receives `$x`.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a value that never changes; writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value: value))
  }

  /// The source's current value.
  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue) }
  }

  /// The binding itself, so `$x` of a `@Binding var x` can be passed on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value: `$model.name`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(location: ProjectedLocation(base: location, keyPath: keyPath))
  }
}

extension Binding: DynamicProperty {}

extension Binding: InstallableProperty {
  func install(on node: ViewNode, index: Int) {}

  /// Bindings to the same source are the same input; a binding made of closures
  /// never is, since closures cannot be compared.
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? Binding<Value> else { return false }
    return location.isSameSource(as: other.location)
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The identity of the bound value, so bindings can drive `ForEach`.
  public var id: Value.ID { wrappedValue.id }
}

/// Where a binding reads and writes.
class Location<Value> {
  func get() -> Value { fatalError("abstract") }
  func set(_ value: Value) { fatalError("abstract") }
  func isSameLocation(as other: Location<Value>) -> Bool { false }
  /// The location that reads and writes, without a transaction its writes are made in.
  var source: Location<Value> { self }
  /// Whether both reach the same source, whatever transactions their writes carry.
  final func isSameSource(as other: Location<Value>) -> Bool { source.isSameLocation(as: other.source) }
  /// The state storage at the root of this location, if it is a view's state.
  var rootStorage: AnyObject? { nil }
}

/// A binding property, seen without its value type (for `_printChanges`).
protocol BindingProperty {
  var rootStorage: AnyObject? { get }
}

extension Binding: BindingProperty {
  var rootStorage: AnyObject? { location.rootStorage }
}

final class ClosureLocation<Value>: Location<Value> {
  let getter: () -> Value
  let setter: (Value) -> Void
  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }
  override func get() -> Value { getter() }
  override func set(_ value: Value) { setter(value) }
}

final class ConstantLocation<Value>: Location<Value> {
  let value: Value
  init(value: Value) { self.value = value }
  override func get() -> Value { value }
  override func set(_ value: Value) {}
  /// Constant bindings are the same input when their values are (OpenSwiftUI's
  /// constant location compares its values), so a child given `.constant(2)` after
  /// `.constant(1)` runs its body again.
  override func isSameLocation(as other: Location<Value>) -> Bool {
    guard let other = other as? ConstantLocation<Value> else { return false }
    return ModelledVerdicts.verdict(
      ViewComparison.valuesEqual(value, other.value), by: .constantBindingComparesValue)
  }
}

class ProjectedLocation<Base, Value>: Location<Value> {
  let base: Location<Base>
  let keyPath: WritableKeyPath<Base, Value>
  init(base: Location<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }
  override func get() -> Value { base.get()[keyPath: keyPath] }
  override func set(_ value: Value) {
    var whole = base.get()
    whole[keyPath: keyPath] = value
    base.set(whole)
  }
  override var rootStorage: AnyObject? { base.rootStorage }
  override func isSameLocation(as other: Location<Value>) -> Bool {
    guard let other = other as? ProjectedLocation<Base, Value> else { return false }
    return other.keyPath == keyPath && base.isSameSource(as: other.base)
  }
}

/// An element of a bound collection, as `ForEach($items)` hands it to a row: it reads
/// and writes through the collection, and is never the same input as another, since
/// SwiftUI makes each element binding anew from closures at every evaluation
/// (OpenSwiftUI's `Binding` collection subscript), so a row holding one runs its body
/// whenever the `ForEach` is evaluated.
final class CollectionElementLocation<Base, Value>: ProjectedLocation<Base, Value> {
  override func isSameLocation(as other: Location<Value>) -> Bool {
    ModelledVerdicts.unequal(by: .forEachBindingNeverEqual)
  }
}
