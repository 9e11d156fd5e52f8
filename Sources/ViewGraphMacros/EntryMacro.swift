import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = value` in an extension of `EnvironmentValues`, `Transaction`,
/// `ContainerValues` or `FocusedValues` declares an entry as SwiftUI's macro does: a
/// private key type `__Key_name` whose default is the value (evaluated on each read, as a
/// key's computed `defaultValue` is; once, stored, when the type is left to inference:
/// `@Entry var name = value`), and the property's accessors, which read and write the
/// values through that key's subscript. In `FocusedValues` the property is optional
/// and has no default (a focused value is absent until a view publishes it).
public struct EntryMacro: AccessorMacro, PeerMacro {
  /// The getter and setter through the key's subscript.
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    // A wrong entry is reported once, by the key (the peer role); its property still
    // becomes computed, so the compiler adds no error of its own about it.
    guard let entry = try? Entry(declaration) else { return [] }
    guard (try? key(of: entry, in: context)) != nil else {
      return ["get { fatalError(\"'@Entry' did not expand\") }", "set {}"]
    }
    return [
      "get { self[__Key_\(entry.name).self] }",
      "set { self[__Key_\(entry.name).self] = newValue }",
    ]
  }

  /// The private key type beside the property.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    [try key(of: Entry(declaration), in: context)]
  }

  /// The key type of `entry`, or the error that says what to write instead.
  private static func key(of entry: Entry, in context: some MacroExpansionContext) throws -> DeclSyntax {
    let key = "__Key_\(entry.name.text)"
    switch try Container(context.lexicalContext) {
    case .focusedValues:
      guard let wrapped = entry.type?.unwrappedOptional else {
        throw MacroExpansionErrorMessage(
          "'@Entry' in FocusedValues needs an optional type ('@Entry var \(entry.name.text): Value?'):"
            + " a focused value is nil until a view publishes it")
      }
      return "private struct \(raw: key): FocusedValueKey { typealias Value = \(wrapped) }"
    case .keyed(let keyProtocol):
      let value = try entry.defaultValue()
      guard let type = entry.type else {
        // `@Entry var navigator = Navigator()`: the key's type is the value's, so the
        // default is stored (a computed one would need the type written out); under Swift
        // 6 a value that is not `Sendable` then needs the type written, as such a key would.
        return """
          private struct \(raw: key): \(raw: keyProtocol) {
            static let defaultValue = \(value)
          }
          """
      }
      return """
        private struct \(raw: key): \(raw: keyProtocol) {
          typealias Value = \(type)
          static var defaultValue: Value { \(value) }
        }
        """
    }
  }
}

/// The property `@Entry` is attached to: its name, its written type and its value.
private struct Entry {
  let name: TokenSyntax
  let type: TypeSyntax?
  let value: ExprSyntax?

  init(_ declaration: some DeclSyntaxProtocol) throws {
    guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
    else {
      throw MacroExpansionErrorMessage(
        "'@Entry' applies to one stored 'var' property ('@Entry var name: Type = value')")
    }
    if binding.accessorBlock != nil {
      throw MacroExpansionErrorMessage("'@Entry' applies to a stored property: remove its accessors")
    }
    name = identifier.identifier.trimmed
    type = binding.typeAnnotation?.type.trimmed
    value = binding.initializer?.value.trimmed
  }

  /// The key's default: the written value, or `nil` for an optional property without one.
  func defaultValue() throws -> ExprSyntax {
    if let value { return value }
    if type?.unwrappedOptional != nil { return "nil" }
    throw MacroExpansionErrorMessage(
      "'@Entry' needs a default value: '@Entry var \(name.text): \(type?.description ?? "Type") = value'")
  }
}

/// The type whose extension holds the entry, and the key protocol its entries use.
private enum Container {
  case keyed(String)
  case focusedValues

  init(_ lexicalContext: [Syntax]) throws {
    let extended = lexicalContext.first?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
    // `SwiftUI.EnvironmentValues` names the same type (SwiftUICore's, on Apple's side).
    let name = extended?.split(separator: ".").last.map(String.init)
    switch name {
    case "EnvironmentValues": self = .keyed("EnvironmentKey")
    case "Transaction": self = .keyed("TransactionKey")
    case "ContainerValues": self = .keyed("ContainerValueKey")
    case "FocusedValues": self = .focusedValues
    default:
      throw MacroExpansionErrorMessage(
        "'@Entry' declares an entry in an extension of EnvironmentValues, Transaction, ContainerValues"
          + " or FocusedValues; move it into one ('extension EnvironmentValues { @Entry var … }')")
    }
  }
}

extension TypeSyntax {
  /// `Wrapped` when this type is `Wrapped?`, `Wrapped!` or `Optional<Wrapped>`.
  fileprivate var unwrappedOptional: TypeSyntax? {
    if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.trimmed }
    if let forced = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return forced.wrappedType.trimmed }
    if let generic = self.as(IdentifierTypeSyntax.self), generic.name.text == "Optional",
      generic.genericArgumentClause?.arguments.count == 1,
      let argument = generic.genericArgumentClause?.arguments.first,
      let wrapped = Syntax(argument.argument).as(TypeSyntax.self)
    {
      return wrapped.trimmed
    }
    return nil
  }
}
