import Observation
import ScenarioWire
import Testing

@testable import ViewGraph

/// Actions find their control through the engine's index of controls by title, and
/// find the one a walk of the screen would: the first in screen order that answers to
/// the name, whatever changed since the index last looked (titles, rows inserted,
/// removed or moved, labels that update on their own, tabs and pushes).
@MainActor
@Suite struct ActionTargetIndexTests {
  /// Rows with buttons of one title ("Pick") that print which row was picked; a button
  /// above them adds a row at the top.
  struct Picks: View {
    @State private var rows = [2, 3]
    var body: some View {
      VStack {
        Button("Add at top") { rows.insert((rows.min() ?? 1) - 1, at: 0) }
        Button("Reverse") { rows.reverse() }
        Button("Drop first") { rows.removeFirst() }
        ForEach(rows, id: \.self) { row in
          Button("Pick") { print("picked \(row)") }
        }
      }
    }
  }

  @Test func theFirstInScreenOrderWinsWhenAControlOfTheSameTitleAppearsAboveIt() throws {
    let steps = try transcript(Picks(), .tap("Pick"), .tap("Add at top"), .tap("Pick"))
    #expect(steps[1] == ["picked 2"])
    #expect(steps[3] == ["picked 1"])
  }

  @Test func theFirstInScreenOrderWinsAfterTheRowsMove() throws {
    let steps = try transcript(Picks(), .tap("Pick"), .tap("Reverse"), .tap("Pick"))
    #expect(steps[1] == ["picked 2"])
    #expect(steps[3] == ["picked 3"])
  }

  @Test func aRemovedControlIsNotFound() throws {
    let steps = try transcript(Picks(), .tap("Pick"), .tap("Drop first"), .tap("Pick"), .tap("Drop first"))
    #expect(steps[3] == ["picked 3"])
    let runtime = ViewRuntime(Picks())
    runtime.mount()
    for action: ScenarioAction in [.tap("Pick"), .tap("Drop first"), .tap("Drop first")] { try runtime.perform(action) }
    #expect(
      throws: ActionError(
        .noSuchControl,
        "no Button \"Pick\" on screen; controls on screen: Button \"Add at top\", Button \"Reverse\", "
          + "Button \"Drop first\"")
    ) { try runtime.perform(.tap("Pick")) }
  }

  struct Renamed: View {
    @State private var count = 0
    var body: some View {
      Button("count \(count)") { count += 1 }
    }
  }

  @Test func aControlIsFoundByItsNewTitleAndNotItsOldOne() throws {
    let runtime = ViewRuntime(Renamed())
    runtime.mount()
    try runtime.perform(.tap("count 0"))
    try runtime.perform(.tap("count 1"))
    #expect(ScreenDump.lines(runtime.screen()) == ["Button \"count 2\""])
    #expect(
      throws: ActionError(.noSuchControl, "no Button \"count 1\" on screen; controls on screen: Button \"count 2\"")
    ) { try runtime.perform(.tap("count 1")) }
  }

  @Observable final class Score {
    var points = 0
  }

  /// The label is a view of its own that reads the model: a change re-evaluates the
  /// label's body alone, not the button, and still renames the button.
  struct ScoreLabel: View {
    let score: Score
    var body: some View { Text("points \(score.points)") }
  }

  struct Scoreboard: View {
    let score: Score
    var body: some View {
      VStack {
        Button("Score") { score.points += 1 }
        Button {
          print("read \(score.points)")
        } label: {
          ScoreLabel(score: score)
        }
      }
    }
  }

  @Test func aControlIsRenamedWhenOnlyItsLabelsOwnBodyRuns() throws {
    let steps = try transcript(Scoreboard(score: Score()), .tap("points 0"), .tap("Score"), .tap("points 1"))
    #expect(steps[1] == ["read 0"])
    #expect(steps[3] == ["read 1"])
  }

  struct Fields: View {
    @State private var name = ""
    @State private var locked = false
    var body: some View {
      VStack {
        TextField("", text: $name, prompt: Text("Your name"))
        Button("Lock") { locked = true }
        Button("Go") { print("first go") }.disabled(locked)
        Button("Go") { print("second go") }
      }
    }
  }

  @Test func aFieldIsFoundByItsPrompt() throws {
    let lines = try screenLines(Fields(), after: .type("Ann", into: "Your name"))
    #expect(lines[1] == "  TextField \"Your name\" = \"Ann\"")
  }

  @Test func aDisabledFirstMatchRefusesTheActionThoughALaterOneIsEnabled() throws {
    let runtime = ViewRuntime(Fields())
    runtime.mount()
    try runtime.perform(.tap("Go"))
    #expect(runtime.takeOutput() == ["first go"])
    try runtime.perform(.tap("Lock"))
    #expect(throws: ActionError(.disabled, "Button \"Go\" is disabled; it cannot be tapped")) {
      try runtime.perform(.tap("Go"))
    }
  }

  struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
      Button("Add") {
        count += 1
        print("\(name) \(count)")
      }
    }
  }

  struct Tabs: View {
    var body: some View {
      TabView {
        Counter(name: "feed").tabItem { Text("Feed") }
        Counter(name: "search").tabItem { Text("Search") }
      }
    }
  }

  @Test func aControlOfATabNotSelectedIsSkippedForTheOneOnScreen() throws {
    let steps = try transcript(Tabs(), .tap("Add"), .tap("Search"), .tap("Add"), .tap("Feed"), .tap("Add"))
    #expect(steps[1] == ["feed 1"])
    #expect(steps[3] == ["search 1"])
    #expect(steps[5] == ["feed 2"])
  }

  struct Stacks: View {
    var body: some View {
      NavigationStack {
        VStack {
          NavigationLink("Open") {
            Button("Inner") { print("inner") }.navigationTitle("Detail")
          }
          Button("Home") { print("the Home button") }
        }
        .navigationTitle("Home")
      }
    }
  }

  // The back button comes first in screen order (NavigationBackButtonTests): once a
  // view is pushed, "Home" names it, and the covered "Home" button is off screen.
  @Test func theBackButtonOfAStackPushedAfterTheFirstLookupIsFound() throws {
    let steps = try transcript(Stacks(), .tap("Home"), .tap("Open"), .tap("Inner"), .tap("Home"), .screen)
    #expect(steps[1] == ["the Home button"])
    #expect(steps[3] == ["inner"])
    #expect(steps[5].first == "NavigationStack")
    #expect(steps[5].contains("    Button \"Home\""))
  }
}
