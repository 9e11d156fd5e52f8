import FolioCore
import SwiftParser
import SwiftSyntax

/// Colours Swift code at build time with the real Swift parser, so pages need no
/// highlighting script.
///
/// The code is parsed with swift-syntax; every token and every piece of trivia is
/// written back in source order, so the text a reader sees (and copies) is exactly
/// the chapter's, whatever the parser thought of it: code that does not compile, as
/// in a `compile-fail` block, still round-trips byte for byte.
enum SwiftHighlighter {
  /// The HTML of `source`, escaped, with tokens wrapped in `<span class="…">`.
  ///
  /// Classes: `k` keyword, `ty` type name, `fn` called function or method, `dc`
  /// declared name, `at` attribute, `s` string, `n` number, `c` comment.
  static func html(_ source: String) -> String {
    let tree = Parser.parse(source: source)
    var out = ""
    out.reserveCapacity(source.utf8.count * 2)
    for token in tree.tokens(viewMode: .sourceAccurate) {
      trivia(token.leadingTrivia, into: &out)
      let text = token.text
      if !text.isEmpty, let kind = tokenClass(token) {
        out += "<span class=\"\(kind)\">\(HTML.escape(text))</span>"
      } else {
        out += HTML.escape(text)
      }
      trivia(token.trailingTrivia, into: &out)
    }
    return out
  }

  // MARK: - Trivia

  private static func trivia(_ trivia: Trivia, into out: inout String) {
    for piece in trivia {
      var text = ""
      piece.write(to: &text)
      switch piece {
      case .lineComment, .blockComment, .docLineComment, .docBlockComment:
        out += "<span class=\"c\">\(HTML.escape(text))</span>"
      default:
        out += HTML.escape(text)
      }
    }
  }

  // MARK: - Tokens

  private static func tokenClass(_ token: TokenSyntax) -> String? {
    if isAttributeName(token) { return "at" }
    switch token.tokenKind {
    case .keyword, .poundIf, .poundElse, .poundElseif, .poundEndif, .poundAvailable, .poundUnavailable,
      .poundSourceLocation:
      return "k"
    case .stringQuote, .multilineStringQuote, .stringSegment, .rawStringPoundDelimiter, .singleQuote,
      .regexSlash, .regexLiteralPattern, .regexPoundDelimiter:
      return "s"
    case .integerLiteral, .floatLiteral:
      return "n"
    case .identifier(let name):
      return identifierClass(token, name: name)
    default:
      return nil
    }
  }

  private static func identifierClass(_ token: TokenSyntax, name: String) -> String? {
    guard let parent = token.parent else { return nil }
    if isDeclaredName(token, parent: parent) { return "dc" }
    if let first = name.first, first.isUppercase { return "ty" }
    if parent.is(DeclReferenceExprSyntax.self), let reference = parent.parent {
      if let call = reference.as(FunctionCallExprSyntax.self), call.calledExpression.id == parent.id { return "fn" }
      if let member = reference.as(MemberAccessExprSyntax.self), member.declName.id == parent.id,
        let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
      {
        return "fn"
      }
    }
    return nil
  }

  /// The `@` and the name of an attribute (`@State`, `@MainActor`), not its arguments.
  private static func isAttributeName(_ token: TokenSyntax) -> Bool {
    guard let parent = token.parent else { return false }
    if parent.is(AttributeSyntax.self) { return token.tokenKind == .atSign }
    return parent.is(IdentifierTypeSyntax.self) && parent.parent?.is(AttributeSyntax.self) == true
  }

  private static func isDeclaredName(_ token: TokenSyntax, parent: Syntax) -> Bool {
    if let decl = parent.as(StructDeclSyntax.self) { return decl.name.id == token.id }
    if let decl = parent.as(ClassDeclSyntax.self) { return decl.name.id == token.id }
    if let decl = parent.as(EnumDeclSyntax.self) { return decl.name.id == token.id }
    if let decl = parent.as(ActorDeclSyntax.self) { return decl.name.id == token.id }
    if let decl = parent.as(ProtocolDeclSyntax.self) { return decl.name.id == token.id }
    if let decl = parent.as(FunctionDeclSyntax.self) { return decl.name.id == token.id }
    return false
  }
}
