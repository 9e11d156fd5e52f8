import Observation

/// Makes bindings to the properties of an `@Observable` object: `$model.name`, or
/// `@Bindable var model = model` inside a body.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// Wraps an observable object.
  public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

  /// Wraps an observable object.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

  /// The wrapper itself, for `$model.name`.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to one property of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
  where Value: AnyObject {
    Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
  }
}

extension Bindable: DynamicProperty {}
