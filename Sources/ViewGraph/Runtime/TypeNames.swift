/// A type's name as `String(describing:)` and `String(reflecting:)` spell it, without
/// the dynamic casts they make first.
///
/// Both first ask whether the value conforms to the printing protocols. For a metatype
/// each such question is one the runtime has not seen in a fresh scenario process, so it
/// scans every conformance record loaded (the engine's, Foundation's, the chapter's):
/// in a cold run stage, about a seventh of the runtime's conformance scanning was these.
/// A metatype conforms to none of them, and both then print `_typeName`: the same text
/// without a lookup (`TypeNamesTests` holds the two to each other).
enum TypeNames {
  /// `String(describing: type)`: `Row<Int>`.
  static func plain(_ type: Any.Type) -> String { _typeName(type, qualified: false) }

  /// `String(reflecting: type)`: `Book.Row<Swift.Int>`.
  static func qualified(_ type: Any.Type) -> String { _typeName(type, qualified: true) }
}
