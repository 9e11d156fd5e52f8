import FolioCore

/// The Swift source compiled for a scenario or a standalone block.
///
/// Each block is preceded by `#sourceLocation` naming the block, not its place in the
/// chapter: `02-identity.md#2`, line 1 for the block's first code line, the chapter
/// named by its path in its chapters folder (``Scenario/bookPath``). So the
/// source, and with it every cache key, stays the same when prose moves the block or
/// the book is checked out somewhere else;
/// ``SourceMap`` turns the compiler's and the crash reporter's locations back into
/// chapter lines.
///
/// Every source starts with an implicit `import SwiftUI` (the engine), as a SwiftUI
/// book's snippets usually leave it out; a block that imports it again is fine. A
/// program's (and a standalone block with top-level statements) does not: it is its
/// `main.swift` as written, and imports what it uses.
public enum ScenarioSource {
  /// The line every generated source starts with.
  static let prelude = "import SwiftUI\n"

  /// The program for a scenario as its own executable: its blocks in order, then a
  /// `@main` that mounts the root view in a scenario process. What a simple tool would
  /// build; folio builds ``library(for:)`` instead (`folio sources` writes both).
  public static func program(for scenario: Scenario) -> String {
    guard let rootType = scenario.rootType else { return code(of: scenario) }
    return code(of: scenario) + """
      @main struct __FolioMain { @MainActor static func main() { _ScenarioProcess.run { \(rootType)() } } }

      """
  }

  /// The source of a scenario in a scenario library: its blocks, then a C entry point
  /// named ``entrySymbol(for:)`` that the scenario host calls to run one transcript,
  /// with the request it read before loading the library.
  public static func library(for scenario: Scenario) -> String {
    library(for: scenario, symbol: entrySymbol(for: scenario))
  }

  ///
  /// A program's library is its `main.swift` alone: its top-level code is compiled as
  /// the entry point (``EngineLocation/programArguments(source:object:moduleCache:entry:)``).
  static func library(for scenario: Scenario, symbol: String) -> String {
    code(of: scenario) + entryPoint(for: scenario, symbol: symbol)
  }

  /// The library source of a scenario for a batch, its declarations file-private (see
  /// ``FileScopedSource``), or `nil` when the scenario must be compiled alone (a
  /// program always is: a module has one `main.swift`). (`package`: `folio sources`
  /// writes what the compiler compiles; a detail of the build, not its face.)
  package static func fileScopedLibrary(for scenario: Scenario, symbol: String) -> String? {
    guard !scenario.isProgram else { return nil }
    return FileScopedSource.make(code(of: scenario)).map { $0 + entryPoint(for: scenario, symbol: symbol) }
  }

  private static func entryPoint(for scenario: Scenario, symbol: String) -> String {
    guard let rootType = scenario.rootType else { return "" }
    return """
      @_cdecl("\(symbol)") public func __\(symbol)(_ request: UnsafeRawPointer?, _ count: Int) { _ScenarioProcess.run(request: request, count: count) { \(rootType)() } }

      """
  }

  /// The entry point's symbol: named after the scenario's chapter, name and code, so
  /// that any number of scenarios can share one library.
  public static func entrySymbol(for scenario: Scenario) -> String {
    let identity = [scenario.bookPath, scenario.name, scenario.rootType ?? ""] + scenario.blocks.map(\.code)
    return "folio_scenario_" + StableHash.key(identity.joined(separator: "\u{0}"))
  }

  /// The type-checked source of a standalone `swift` or `compile-fail` block.
  static func standalone(_ check: StandaloneCheck) -> String {
    let block = [ScenarioBlock(code: check.code, location: check.location)]
    return check.isProgram ? programCode(block, in: check.bookPath) : code(of: block, in: check.bookPath)
  }

  /// The source of a scenario with no transcript: only type-checked, no entry point.
  static func typecheckOnly(_ scenario: Scenario) -> String {
    code(of: scenario)
  }

  /// Where each block of `scenario` is in its chapter.
  static func sourceMap(for scenario: Scenario) -> SourceMap {
    SourceMap(
      blocks: Dictionary(
        uniqueKeysWithValues: scenario.blocks.enumerated().map {
          (virtualFile(scenario.bookPath, $0.offset + 1), $0.element.location)
        }))
  }

  /// Where a standalone block is in its chapter.
  static func sourceMap(for check: StandaloneCheck) -> SourceMap {
    SourceMap(blocks: [virtualFile(check.bookPath, 1): check.location])
  }

  /// The file name `#sourceLocation` gives the `ordinal`-th block of a unit.
  static func virtualFile(_ bookPath: String, _ ordinal: Int) -> String {
    "\(bookPath)#\(ordinal)"
  }

  private static func code(of scenario: Scenario) -> String {
    scenario.isProgram
      ? programCode(scenario.blocks, in: scenario.bookPath) : code(of: scenario.blocks, in: scenario.bookPath)
  }

  /// The blocks of chapter `bookPath` after the implicit `import SwiftUI`.
  private static func code(of blocks: [ScenarioBlock], in bookPath: String) -> String {
    prelude
      + blocks.enumerated().map {
        withoutFoundationImports(located($0.element, ordinal: $0.offset + 1, in: bookPath))
      }.joined()
      + "#sourceLocation()\n"
  }

  /// The blocks as a `main.swift`, as written: no import is added, and `import
  /// Foundation` stays unless the program imports the engine (`SwiftUI`, `Combine`).
  private static func programCode(_ blocks: [ScenarioBlock], in bookPath: String) -> String {
    let blanksFoundation = blocks.contains { importsEngine($0.code) }
    return blocks.enumerated().map { block in
      let text = located(block.element, ordinal: block.offset + 1, in: bookPath)
      return blanksFoundation ? withoutFoundationImports(text) : text
    }.joined() + "#sourceLocation()\n"
  }

  /// Whether `code` has a line importing `SwiftUI` or `Combine` (or a declaration of one).
  static func importsEngine(_ code: String) -> Bool {
    guard code.containsExactly("SwiftUI") || code.containsExactly("Combine") else { return false }
    let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
    return code.split(separator: "\n").contains { line in
      let words = line.split(whereSeparator: \.isWhitespace)
      guard let at = words.firstIndex(of: "import"), at + 1 < words.count else { return false }
      let name = kinds.contains(words[at + 1]) && at + 2 < words.count ? words[at + 2] : words[at + 1]
      let module = name.split(separator: ".").first ?? name
      return module == "SwiftUI" || module == "Combine"
    }
  }

  /// The block preceded by its `#sourceLocation`. Each line is indented to the block's
  /// column, so the compiler's columns are the chapter's too for blocks nested in lists
  /// or quotes (uniform indentation changes nothing in Swift, multi-line strings included).
  private static func located(_ block: ScenarioBlock, ordinal: Int, in bookPath: String) -> String {
    let indent = String(repeating: " ", count: max(0, block.location.column - 1))
    var code =
      indent.isEmpty
      ? block.code
      : block.code.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
    if !code.hasSuffix("\n") { code += "\n" }
    return "#sourceLocation(file: \(literal(virtualFile(bookPath, ordinal))), line: 1)\n" + code
  }

  /// Blanks `import Foundation`, `import Dispatch` and `import FoundationNetworking`
  /// lines, keeping line numbers. SwiftUI re-exports the first two; importing them
  /// directly would make `Timer` and `DispatchQueue` ambiguous with the engine's
  /// virtual-clock versions. FoundationNetworking (Linux's home of `URLSession`, which
  /// code written for both platforms imports under `#if canImport`) would make
  /// `URLSession` and `URLRequest` ambiguous with the engine's offline ones.
  static func withoutFoundationImports(_ code: String) -> String {
    guard code.containsExactly("Foundation") || code.containsExactly("Dispatch") else { return code }
    return code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let words = line.split(whereSeparator: \.isWhitespace)
      return words.count == 2 && words[0] == "import" && blankedImports.contains(words[1]) ? "" : String(line)
    }.joined(separator: "\n")
  }

  /// The modules whose `import` lines ``withoutFoundationImports(_:)`` blanks.
  static let blankedImports: Set<Substring> = ["Foundation", "Dispatch", "FoundationNetworking"]

  /// A Swift string literal for `text`. A chapter's file name is the author's to choose:
  /// a control character in it (a carriage return, a tab, an escape) would end the
  /// literal or be refused by the compiler, so each is written as `\u{…}`.
  static func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
