import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }`: Xcode's canvas shows the view its body builds; a book never runs a
/// preview, so the expansion is empty. The compiler still type-checks the arguments (the
/// name, the traits and the body, against the macro's signature) before it expands it,
/// so a preview that would not compile under SwiftUI does not compile here either.
public struct PreviewMacro: DeclarationMacro {
  /// Nothing: a preview declares nothing a program can reach.
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@Previewable` marks a `@State` (or other dynamic property) declared inside a
/// `#Preview` body; Xcode lifts it into a wrapper view. Previews never run here, so
/// the mark adds nothing.
public struct PreviewableMacro: PeerMacro {
  /// Nothing: the marked declaration stays as written.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
