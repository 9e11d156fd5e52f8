/// Finds whether a piece of Swift has top-level statements (`print(…)`, `for …`,
/// `x += 1`), which make a scenario without a View a program, by the light token scan
/// of ``TypeDeclarationScanner``.
///
/// A top-level item starts on a new line (or after `;`) at nesting depth 0, unless the
/// line continues the one before (it starts with `.`, an operator, `{`, `:` or a clause
/// keyword, or the line before ends with `,`, `=`, `.` or `:`). An item is a statement
/// unless, after its attributes and modifiers, it starts with a declaration keyword
/// (`let`, `func`, `struct`, `extension`, `import`, …) or `#` (`#if`, a macro). When in
/// doubt it says "statement": a scenario of declarations taken for a program compiles
/// and prints nothing, while a program taken for declarations would be refused.
enum TopLevelStatementScanner {
  /// Whether `code` has at least one top-level statement.
  static func hasStatements(in code: String) -> Bool {
    firstStatementLine(in: code) != nil
  }

  /// The 0-based line of the first top-level statement of `code`, if any.
  static func firstStatementLine(in code: String) -> Int? {
    let tokens = TypeDeclarationScanner.lineTokens(code)
    var depth = 0
    for (index, token) in tokens.enumerated() {
      if depth == 0, startsItem(at: index, tokens), isStatement(at: index, tokens) {
        return token.line
      }
      switch token.text {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth = max(0, depth - 1)
      default: break
      }
    }
    return nil
  }

  /// Words that start a declaration.
  static let introducers: Set<String> = [
    "import", "struct", "class", "enum", "actor", "protocol", "extension", "func", "var", "let", "typealias",
    "associatedtype", "operator", "precedencegroup", "macro", "init", "deinit", "subscript", "case",
  ]

  /// Words that may come before a declaration's keyword.
  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "lazy", "weak", "unowned",
    "nonisolated", "dynamic", "override", "required", "convenience", "mutating", "nonmutating", "indirect",
    "optional", "distributed", "prefix", "postfix", "infix", "isolated", "consuming", "borrowing",
  ]

  /// Words that continue the line before them (clauses of a declaration).
  static let continuations: Set<String> = ["where", "throws", "rethrows", "async", "else"]

  private static func startsItem(at index: Int, _ tokens: [TypeDeclarationScanner.Token]) -> Bool {
    let token = tokens[index]
    if [")", "]", "}"].contains(token.text) { return false }
    guard index > 0 else { return true }
    let previous = tokens[index - 1]
    if previous.text == ";" { return true }
    guard token.line > previous.line else { return false }
    if [",", "=", ".", ":"].contains(previous.text) { return false }
    if continuations.contains(token.text) || token.text == "{" || token.text == ":" { return false }
    return !isOperator(token.text)
  }

  private static func isStatement(at start: Int, _ tokens: [TypeDeclarationScanner.Token]) -> Bool {
    var index = start
    // Attributes: `@Name` and an argument list.
    while index < tokens.count, tokens[index].text == "@" {
      index += 2
      if index < tokens.count, tokens[index].text == "(", tokens[index].line == tokens[index - 1].line {
        index = afterParentheses(index, tokens)
      }
    }
    while index < tokens.count, modifiers.contains(tokens[index].text) {
      index += 1
      if index < tokens.count, tokens[index].text == "(" { index = afterParentheses(index, tokens) }
    }
    // Attributes alone on their line belong to the declaration on the next one.
    guard index < tokens.count, index == start || tokens[index].line == tokens[index - 1].line else { return false }
    let word = tokens[index].text
    return !introducers.contains(word) && word != "#"
  }

  /// The index after the parentheses opening at `index`.
  private static func afterParentheses(_ index: Int, _ tokens: [TypeDeclarationScanner.Token]) -> Int {
    var depth = 0
    var cursor = index
    while cursor < tokens.count {
      if tokens[cursor].text == "(" { depth += 1 }
      if tokens[cursor].text == ")" { depth -= 1 }
      cursor += 1
      if depth == 0 { break }
    }
    return cursor
  }

  private static func isOperator(_ text: String) -> Bool {
    text.count == 1 && "+-*/%<>!&|^~?.".contains(text)
  }
}
