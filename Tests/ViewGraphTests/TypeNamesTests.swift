import Foundation
import Testing

@testable import ViewGraph

/// The engine names types without the printing functions' dynamic casts, and the names
/// are exactly what those functions print.
@Suite struct TypeNamesTests {
  struct Outer {
    struct Inner<T> {}
  }
  fileprivate struct Hidden {}
  struct Tall: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
  }

  static func localTypes() -> [Any.Type] {
    struct Local {}
    return [Local.self, Outer.Inner<Local>.self]
  }

  static let types: [Any.Type] =
    [
      Int.self, Outer.self, Outer.Inner<Int>.self, Hidden.self, [String: Outer].self, (Int, String).self,
      Hidden?.self, ((Int) -> Void).self, Text.self, type(of: Text("a").padding()),
      type(of: Text("a").padding().opacity(0.5)),
      TupleView<(Text, Text?)>.self, (any View).self, (any AlignmentID.Type).self, Tall.self,
    ] + localTypes()

  @Test(arguments: types.indices)
  func aPlainNameIsWhatStringDescribingPrints(index: Int) {
    let type = Self.types[index]
    #expect(TypeNames.plain(type) == String(describing: type))
  }

  @Test(arguments: types.indices)
  func aQualifiedNameIsWhatStringReflectingPrints(index: Int) {
    let type = Self.types[index]
    #expect(TypeNames.qualified(type) == String(reflecting: type))
  }

  @Test func anExistentialMetatypeIsNamedByTheTypeItHolds() {
    let id: any AlignmentID.Type = Tall.self
    #expect(TypeNames.plain(id) == "Tall")
    #expect(TypeNames.plain(id) == String(describing: id))
  }
}
