/// Info strings meant as a `swift` or `transcript` block but spelled another way, so
/// that Folio would show them unchecked without a word: `Swift`, `swift5`, `SwiftUI`,
/// mdBook's and rustdoc's `swift,ignore`, Pandoc's `{.swift}`, `language-swift`.
///
/// Each gets a warning at its line naming the spelling Folio reads, with the other
/// tool's attributes translated where Folio has one (`ignore`, `compile_fail`,
/// `should_panic`, `no_run`).
enum InfoStringDialect {
  /// The warning for a block of `info`, or `nil` when its language is Folio's own or
  /// does not look like one of them.
  static func warning(for info: CodeBlockInfo, at location: SourceLocation) -> Diagnostic? {
    guard let spelling = folioSpelling(of: info) else { return nil }
    return Diagnostic(
      .warning, at: location,
      "code block language '\(info.language)' is not one Folio checks; the block is shown unchecked",
      hint: "Folio reads this block as ```\(spelling) (```swift ignore shows Swift unchecked on purpose)")
  }

  /// The info string Folio would read for what `info` means, or `nil`.
  static func folioSpelling(of info: CodeBlockInfo) -> String? {
    guard info.language != "swift", info.language != "transcript" else { return nil }
    var word = Substring(info.language.lowercased())
    word = word.drop { $0 == "{" || $0 == "." }
    for prefix in ["language-", "lang-"] where word.hasPrefix(prefix) { word = word.dropFirst(prefix.count) }
    let parts = word.split(whereSeparator: { ",:{}= ".contains($0) }).map(String.init)
    guard let base = parts.first else { return nil }
    let language: String
    if base.hasPrefix("swift") {
      language = "swift"
    } else if base == "transcript" {
      language = "transcript"
    } else {
      return nil
    }
    let others = parts.dropFirst() + info.attributes.map(\.name)
    let translated = others.compactMap { Self.translations[$0.replacingOccurrences(of: "-", with: "_")] }
    return ([language] + translated.filter { !$0.isEmpty }).joined(separator: " ")
  }

  /// What another tool's flag is in Folio's info strings (empty: nothing to write).
  private static let translations: [String: String] = [
    "ignore": "ignore", "compile_fail": "compile-fail expect=\"…\"", "no_run": "",
  ]

  /// A sentence on how Folio writes another tool's flag `name` given on a swift block,
  /// or `nil` when it is not one Folio knows of.
  static func folioSpelling(ofAttribute name: String) -> String? {
    switch name.replacingOccurrences(of: "-", with: "_") {
    case "should_panic": return "a program expected to trap says traps=\"TEXT\" on its transcript"
    case "traps": return "a program expected to trap says traps=\"TEXT\" on its transcript"
    case "compile_fail": return "Folio writes it compile-fail expect=\"TEXT\""
    case "no_run": return "a plain swift block is type-checked and never run"
    case "hidden", "hide": return "a line of code starting with '#- ' is hidden"
    default: return nil
    }
  }
}
