import Foundation
import ScenarioWire
import Testing

/// The engine README and `ModelledRule` (the one list of identifiers the engine records
/// and the site reads) agree: every row of the rule table tagged modelled names its
/// identifiers, every identifier is named there, in the table of when each is recorded
/// and in the list of what would settle each, and its section is a heading.
@Suite struct ModelledRuleTableTests {
  /// One row of a Markdown table: its cells, trimmed.
  typealias Row = [String]

  static let readme: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/ViewGraph/README.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// The lines under `heading` up to the next heading of the same or a higher level.
  static func section(_ heading: String) -> [Substring] {
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == heading }) else { return [] }
    let level = heading.prefix { $0 == "#" }.count
    let rest = lines[(start + 1)...]
    let end =
      rest.firstIndex { line in
        let hashes = line.prefix { $0 == "#" }.count
        return hashes > 0 && hashes <= level && line.dropFirst(hashes).first == " "
      } ?? lines.endIndex
    return Array(lines[(start + 1)..<end])
  }

  /// The body rows of the tables in `lines`.
  static func rows(in lines: [Substring]) -> [Row] {
    lines.filter { $0.hasPrefix("| ") }.map { line in
      line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
    .filter { $0.count >= 2 && $0 != ["rule", "evidence", "tests"] && $0.first != "identifier" }
  }

  /// The identifiers in `text`: the code spans spelled like one (`closures-never-equal`).
  static func identifiers(in text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
      .filter { $0.contains("-") && $0.first?.isLetter == true }
      .filter { $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } }
  }

  static let ruleTable = rows(in: section("## Rules and their evidence"))
  static let allIdentifiers = Set(ModelledRule.allCases.map(\.rawValue))

  @Test func everyRowTaggedModelledNamesItsIdentifiers() {
    let modelled = Self.ruleTable.filter { $0[1].lowercased().contains("modelled") }
    #expect(modelled.count > 20)
    for row in modelled {
      let named = Self.identifiers(in: row[1])
      #expect(!named.isEmpty, "the row “\(row[0])” is tagged modelled but names no identifier")
      for identifier in named {
        #expect(ModelledRule(rawValue: identifier) != nil, "“\(identifier)” is not a ModelledRule")
      }
    }
  }

  @Test func everyIdentifierIsNamedInTheRuleTable() {
    let named = Set(Self.ruleTable.flatMap { Self.identifiers(in: $0[1]) })
    #expect(Self.allIdentifiers.subtracting(named).isEmpty, "\(Self.allIdentifiers.subtracting(named))")
  }

  @Test func theTableOfWhenEachIsRecordedListsExactlyTheIdentifiers() {
    let listed = Self.rows(in: Self.section("## What a step did: the update trace")).compactMap {
      Self.identifiers(in: $0[0]).first
    }
    #expect(listed.count == Set(listed).count)
    #expect(Set(listed) == Self.allIdentifiers)
  }

  @Test func whatWouldSettleEachIsListedForEveryIdentifier() {
    let text = Self.section("## Modelled rules that remain, and what would settle them").joined(separator: "\n")
    let named = Set(Self.identifiers(in: text))
    #expect(named == Self.allIdentifiers, "\(Self.allIdentifiers.symmetricDifference(named))")
  }

  @Test func eachIdentifiersSectionIsAHeadingOfTheReadme() {
    for rule in ModelledRule.allCases {
      #expect(
        !Self.section("## \(rule.section)").isEmpty || !Self.section("### \(rule.section)").isEmpty,
        "\(rule.rawValue): no heading “\(rule.section)”")
    }
  }
}
