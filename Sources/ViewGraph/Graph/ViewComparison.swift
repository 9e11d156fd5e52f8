/// Decides whether a view value (or a state value) changed: rule 3.2.
///
/// - `EquatableView` / `.equatable()` always use `==` (in `EquatableView` itself).
/// - A POD type (`_isPOD`) is compared bitwise; a custom `==` is ignored.
/// - A non-POD `Equatable` type uses `==`.
/// - Anything else is compared field by field: POD fields bitwise, `Equatable`
///   fields with `==`, class instances by identity, dynamic properties by their own
///   rule (state: always the same; bindings: the same source), nested structs
///   recursively.
/// - Closures always compare unequal. Real SwiftUI may compare a closure's function
///   and context; a capturing closure gets a fresh context on each body evaluation,
///   so "unequal" is what a reader sees in practice (**modelled**, see README).
///
/// A verdict that rests on a modelled rule (a closure, a constant or `ForEach`
/// element binding) is recorded on the step's trace only when the whole comparison's
/// outcome depended on it (``ModelledVerdicts``).
enum ViewComparison {
  /// Whether a parent's new view value is the same input as the old one.
  @MainActor
  static func viewsEqual(_ old: any View, _ new: any View) -> Bool {
    ModelledVerdicts.deciding { compareOpened(old, new) }
  }

  @MainActor
  private static func compareOpened<V: View>(_ old: V, _ new: any View) -> Bool {
    guard let new = new as? V else { return false }
    if _isPOD(V.self) { return bitwiseEqual(old, new) }
    if let old = old as? any Equatable { return old.isEqual(to: new) }
    return fieldsEqual(old, new)
  }

  /// Whether a state write leaves the value unchanged (rule 2.1): `==` where the
  /// type has it, bitwise for POD, field by field otherwise.
  static func valuesEqual<T>(_ old: T, _ new: T) -> Bool {
    ModelledVerdicts.deciding { valuesEqualDeciding(old, new) }
  }

  private static func valuesEqualDeciding<T>(_ old: T, _ new: T) -> Bool {
    if let old = old as? any Equatable { return old.isEqual(to: new) }
    if _isPOD(T.self) { return bitwiseEqual(old, new) }
    return fieldsEqual(old, new)
  }

  static func bitwiseEqual<T>(_ a: T, _ b: T) -> Bool {
    withUnsafeBytes(of: a) { left in withUnsafeBytes(of: b) { right in left.elementsEqual(right) } }
  }

  /// Field-by-field comparison of two values of the same type.
  static func fieldsEqual(_ a: Any, _ b: Any) -> Bool {
    ModelledVerdicts.deciding { fieldsEqualDeciding(a, b) }
  }

  private static func fieldsEqualDeciding(_ a: Any, _ b: Any) -> Bool {
    guard type(of: a) == type(of: b) else { return false }
    if isFunction(a) { return ModelledVerdicts.unequal(by: .closuresNeverEqual) }
    if a is DynamicProperty, let property = a as? InstallableProperty {
      return MainActor.assumeIsolated { property.isSameInput(as: b) }
    }
    if let a = a as? any Equatable { return a.isEqual(to: b) }
    if type(of: a) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
    func podEqual<T>(_ value: T) -> Bool? { _isPOD(T.self) ? openedBitwiseEqual(value, b) : nil }
    if let equal = _openExistential(a, do: podEqual) { return equal }
    // Structs, tuples and enums: same case (first label) and equal fields.
    let left = Array(Mirror(reflecting: a).children)
    let right = Array(Mirror(reflecting: b).children)
    guard left.count == right.count, left.first?.label == right.first?.label else { return false }
    return zip(left, right).allSatisfy { fieldsEqualDeciding($0.value, $1.value) }
  }

  private static func openedBitwiseEqual<T>(_ a: T, _ b: Any) -> Bool {
    guard let b = b as? T else { return false }
    return bitwiseEqual(a, b)
  }

  /// Function values have no other test available at run time than their type's
  /// spelling, which always contains an arrow.
  static func isFunction(_ value: Any) -> Bool {
    TypeNames.plain(type(of: value)).contains("->")
  }
}

extension Equatable {
  /// `==` against a value known only as `Any`; false when the types differ.
  func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
