import ScenarioWire
import Testing

@testable import FolioCore

/// A failed action's hint follows the kind of failure the engine reports, never the
/// words of its message: the words are the engine's to change.
@Suite struct ActionFailureHintTests {
  static let here = SourceLocation(path: "chapters/01-a.md", line: 3, column: 3)

  func hint(_ kind: ActionFailure.Kind, saying message: String = "whatever the engine says") -> String? {
    FolioError.actionFailed(Self.here, ActionFailure(kind, message)).hint
  }

  @Test func eachKindHasItsOwnHint() {
    let hints = ActionFailure.Kind.allCases.compactMap { hint($0) }
    #expect(hints.count == ActionFailure.Kind.allCases.count)
    #expect(Set(hints).count == hints.count)
  }

  @Test func theHintIsChosenByTheKindNotByTheMessagesWords() {
    // A message that reads like another kind's does not borrow its hint.
    #expect(
      hint(.nothingToGoBack, saying: "no Button \"X\" on screen")
        == hint(.nothingToGoBack, saying: "nothing to go back from"))
    #expect(hint(.noSuchControl, saying: "nothing to go back from") != hint(.nothingToGoBack))
  }

  @Test func aDisabledControlIsNotHintedAsAMisspelledTitle() throws {
    let disabled = try #require(hint(.disabled))
    #expect(disabled.contains("disabled"))
    #expect(!disabled.contains("title must equal"))
  }

  @Test func anEngineFailureSaysItIsNotTheChapters() throws {
    #expect(try #require(hint(.unexpected)).contains("not the chapter"))
  }
}
