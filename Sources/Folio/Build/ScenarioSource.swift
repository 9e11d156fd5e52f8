/// The Swift source compiled for a scenario or a standalone block.
///
/// Each block is preceded by `#sourceLocation` naming the chapter and the block's first
/// code line, so the compiler's errors point at the Markdown an author edits.
///
/// Every source starts with an implicit `import SwiftUI` (the engine), as a SwiftUI
/// book's snippets usually leave it out; a block that imports it again is fine.
public enum ScenarioSource {
  /// The line every generated source starts with.
  static let prelude = "import SwiftUI\n"

  /// The program for a scenario: its blocks in order, then the entry point that mounts
  /// the root view in a scenario process.
  public static func program(for scenario: Scenario) -> String {
    var text = prelude + scenario.blocks.map(located).joined()
    text += "#sourceLocation()\n"
    text += """
      @main struct __FolioMain { @MainActor static func main() { _ScenarioProcess.run { \(scenario.rootType)() } } }

      """
    return text
  }

  /// The type-checked source of a standalone `swift` or `compile-fail` block.
  public static func standalone(_ check: StandaloneCheck) -> String {
    prelude + located(ScenarioBlock(code: check.code, location: check.location)) + "#sourceLocation()\n"
  }

  /// The source of a scenario with no transcript: only type-checked, no entry point.
  public static func typecheckOnly(_ scenario: Scenario) -> String {
    prelude + scenario.blocks.map(located).joined() + "#sourceLocation()\n"
  }

  /// The block preceded by its `#sourceLocation`. Each line is indented to the block's
  /// column, so the compiler's columns are the chapter's too for blocks nested in lists
  /// or quotes (uniform indentation changes nothing in Swift, multi-line strings included).
  private static func located(_ block: ScenarioBlock) -> String {
    let indent = String(repeating: " ", count: max(0, block.location.column - 1))
    var code =
      indent.isEmpty
      ? block.code
      : block.code.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
    if !code.hasSuffix("\n") { code += "\n" }
    code = withoutFoundationImports(code)
    return "#sourceLocation(file: \(literal(block.location.path)), line: \(block.location.line))\n" + code
  }

  /// Blanks `import Foundation` and `import Dispatch` lines, keeping line numbers.
  /// SwiftUI re-exports both; importing them directly would make `Timer` and
  /// `DispatchQueue` ambiguous with the engine's virtual-clock versions.
  static func withoutFoundationImports(_ code: String) -> String {
    code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let words = line.split(whereSeparator: \.isWhitespace)
      return words.count == 2 && words[0] == "import" && (words[1] == "Foundation" || words[1] == "Dispatch")
        ? "" : String(line)
    }.joined(separator: "\n")
  }

  /// A Swift string literal for `text`.
  private static func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
