import Testing

@testable import FolioCore

/// A scenario with no View is a program when its code has top-level statements: the
/// scanner finds them, and takes declarations, however they are laid out, for none.
@Suite struct TopLevelStatementScannerTests {
  static let statements: [String] = [
    "print(\"hi\")",
    "let x = 1\nprint(x)",
    "var count = 0\nfunc bump() { count += 1 }\nbump()",
    "for i in 1...3 { print(i) }",
    "if true { print(1) } else { print(2) }",
    "x = 3",
    "_ = f()",
    "let a = 1; print(a)",
    "try run()",
    "await work()",
    "guard let x = Int(\"3\") else { fatalError() }",
    "struct A {}\nA().go()",
    "@MainActor\nfunc f() {}\nf()",
    "defer { print(1) }",
    "[1, 2].forEach { print($0) }",
    "do {\n  try f()\n} catch {\n  print(error)\n}",
    "let items: Set<String> = []\nprint(items)",
    "let s = \"\"\"\n  struct NotCode {}\n  \"\"\"\nprint(s)",
  ]

  static let declarations: [String] = [
    "",
    "let x = 1",
    "struct A {}\nextension A: Equatable {}",
    "struct A: View,\n  Equatable\n{\n  var body: some View { Text(\"\") }\n}",
    "func f()\n  -> Int\n{\n  print(1)\n  return 1\n}",
    "@MainActor\nfinal class Model {\n  init() { print(1) }\n}",
    "@available(macOS 14, *)\nstruct A {}",
    "let total = [1, 2, 3]\n  .map { $0 * 2 }\n  .reduce(0, +)",
    "let x =\n  1 + 2",
    "#if DEBUG\nlet x = 1\n#endif",
    "import Foundation\nprivate(set) var x = 1",
    "public static func f() {}",
    "enum E {\n  case a\n  case b\n}",
    "protocol P {}\nextension Int: P where Self: Equatable {}",
    "// print(1)\n/* print(2) */\nlet x = \"print(3)\"",
    "typealias T = Int\nprecedencegroup G {}\ninfix operator <~>: G",
  ]

  @Test(arguments: statements)
  func codeWithAStatementAtTheTopLevelIsAProgram(_ code: String) {
    #expect(TopLevelStatementScanner.hasStatements(in: code))
  }

  @Test(arguments: declarations)
  func declarationsAloneAreNotAProgram(_ code: String) {
    #expect(!TopLevelStatementScanner.hasStatements(in: code))
  }

  @Test func theFirstStatementsLineIsFound() {
    #expect(TopLevelStatementScanner.firstStatementLine(in: "let a = 1\n\nstruct S {\n  func f() {}\n}\nprint(a)") == 5)
  }
}
