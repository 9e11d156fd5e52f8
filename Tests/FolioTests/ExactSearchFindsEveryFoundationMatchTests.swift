import Foundation
import Testing

@testable import FolioCore

/// ``StringProtocol/containsExactly(_:)`` guards the line parsers that blank imports
/// and hidden lines: it must find every occurrence Foundation's `contains(_:)` finds
/// (else a line would go unparsed), and match bytes only, never what merely looks alike.
@Suite struct ExactSearchFindsEveryFoundationMatchTests {
  static let cases: [(String, String)] = [
    ("import Foundation\n", "Foundation"), ("Foundation", "Foundation"), ("x Foundation", "Foundation"),
    ("Foundatio", "Foundation"), ("", "#-"), ("#-", "#-"), ("  #- let a = 1", "#-"), ("# - x", "#-"),
    ("import SwiftUI", "SwiftUI"), ("import swiftui", "SwiftUI"), ("café Combine", "Combine"),
    ("👩‍👩‍👧 Dispatch", "Dispatch"), ("a/b", "/"), ("ab", "/"),
  ]

  @Test(arguments: cases)
  func findsWhatFoundationFinds(text: String, needle: String) {
    #expect(text.containsExactly(needle) == text.contains(needle))
  }

  @Test func aSubstringIsSearchedWithinItsBounds() {
    let line = "import Foundation\nlet x = 1"
    let first = line.split(separator: "\n")[1]
    #expect(!first.containsExactly("Foundation"))
    #expect(first.containsExactly("let x"))
  }

  /// Bytes, not characters: an accent combined onto the needle's last letter still
  /// leaves its bytes there. The callers then parse the line, so this errs safe.
  @Test func matchesBytesEvenInsideACombinedCharacter() {
    #expect("import Foundation\u{301}".containsExactly("Foundation"))
  }

  @Test func anEmptyNeedleIsAlwaysFound() {
    #expect("".containsExactly(""))
    #expect("abc".containsExactly(""))
  }
}
