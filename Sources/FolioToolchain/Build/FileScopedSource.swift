import FolioCore
import SwiftParser
import SwiftSyntax

/// A scenario's library source with every top-level declaration made `fileprivate`, so
/// that many scenarios, each with its own `ContentView`, compile together as one module
/// (see ``CompilePlan``) and still cannot see each other.
///
/// Only the access of top-level declarations changes, in place on their own lines, so
/// the code means what it meant alone: the one visible difference, a private type's
/// qualified name (`main.(unknown context at $…).Item`), the engine's console prints
/// as the plain `main.Item`. A scenario whose code could reach beyond its file is left
/// out (``make(_:)`` returns `nil`) and compiled alone: one that declares an operator or
/// precedence group (module-wide), conforms a type it does not declare to a protocol
/// (conformances are module-wide), or has a top-level `#if`, macro expansion, `@main`
/// or statement.
enum FileScopedSource {
  /// The file-scoped form of `source`, or `nil` when it must be compiled alone.
  static func make(_ source: String) -> String? {
    let file = Parser.parse(source: source)
    guard !file.hasError else { return nil }
    let declaredTypes = Set(file.statements.compactMap { typeName(declaredBy: $0.item) })
    var edits: [Edit] = []
    for statement in file.statements {
      guard case .decl(let decl) = statement.item, let declEdits = Self.edits(for: decl, declaredTypes: declaredTypes)
      else { return nil }
      edits += declEdits
    }
    var bytes = Array(source.utf8)
    for edit in edits.sorted(by: { $0.start > $1.start }) {
      bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A replacement of the UTF-8 bytes `start..<end`.
  private struct Edit {
    var start: Int
    var end: Int
    var replacement: String
  }

  /// The edits that make one top-level declaration file-private, `[]` for one that
  /// needs none, `nil` for one that cannot be.
  private static func edits(for decl: DeclSyntax, declaredTypes: Set<String>) -> [Edit]? {
    if decl.is(ImportDeclSyntax.self) || decl.is(PoundSourceLocationSyntax.self) { return [] }
    if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
      if extensionDecl.inheritanceClause != nil {
        // A conformance is module-wide: only one of the scenario's own types may get one.
        let extended = extensionDecl.extendedType.trimmedDescription
        return declaredTypes.contains(extended) ? [] : nil
      }
      let members = extensionDecl.memberBlock.members.compactMap { $0.decl.asProtocol(WithModifiersSyntax.self) }
      if members.contains(where: { $0.modifiers.contains(where: isWiderThanFile) }) { return nil }
      return makeFilePrivate(extensionDecl)
    }
    let kinds: [any (DeclSyntaxProtocol & WithModifiersSyntax & WithAttributesSyntax).Type] = [
      StructDeclSyntax.self, ClassDeclSyntax.self, EnumDeclSyntax.self, ActorDeclSyntax.self,
      ProtocolDeclSyntax.self, TypeAliasDeclSyntax.self, FunctionDeclSyntax.self, VariableDeclSyntax.self,
    ]
    for kind in kinds {
      if let declaration = decl.as(kind) {
        if declaration.attributes.contains(where: {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main"
        }) {
          return nil
        }
        return makeFilePrivate(declaration)
      }
    }
    return nil
  }

  /// Drops the declaration's access modifier and puts `fileprivate` where modifiers go.
  private static func makeFilePrivate(_ decl: some WithModifiersSyntax & WithAttributesSyntax) -> [Edit] {
    var edits: [Edit] = []
    for modifier in decl.modifiers where isAccessLevel(modifier) {
      edits.append(
        Edit(
          start: modifier.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: modifier.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
    }
    let insertion =
      decl.modifiers.first?.positionAfterSkippingLeadingTrivia
      ?? decl.attributes.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?
      .positionAfterSkippingLeadingTrivia
      ?? decl.positionAfterSkippingLeadingTrivia
    edits.append(Edit(start: insertion.utf8Offset, end: insertion.utf8Offset, replacement: "fileprivate "))
    return edits
  }

  /// `public`, `internal`, `private`…, but not a setter's own access (`private(set)`).
  private static func isAccessLevel(_ modifier: DeclModifierSyntax) -> Bool {
    guard modifier.detail == nil else { return false }
    switch modifier.name.tokenKind {
    case .keyword(.public), .keyword(.open), .keyword(.package), .keyword(.internal), .keyword(.fileprivate),
      .keyword(.private):
      return true
    default: return false
    }
  }

  /// An access wider than the file, which a member of a file-private extension cannot have.
  private static func isWiderThanFile(_ modifier: DeclModifierSyntax) -> Bool {
    switch modifier.name.tokenKind {
    case .keyword(.public), .keyword(.open), .keyword(.package), .keyword(.internal): return true
    default: return false
    }
  }

  /// The name of the type a top-level declaration declares, if it declares one.
  private static func typeName(declaredBy item: CodeBlockItemSyntax.Item) -> String? {
    guard case .decl(let decl) = item else { return nil }
    if let type = decl.asProtocol(NamedDeclSyntax.self), !decl.is(FunctionDeclSyntax.self),
      !decl.is(MacroDeclSyntax.self)
    {
      return type.name.text
    }
    return nil
  }
}
