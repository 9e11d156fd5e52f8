import ScenarioWire
import Testing

@testable import ViewGraph

/// The screen dump and the actions that find controls on it.
@MainActor
@Suite struct ScreenTests {
  struct Sample: View {
    @State var count = 3
    var body: some View {
      VStack {
        Text("\(count)")
        HStack {
          Button("change") { count += 1 }
          Text("\(2.5)")
        }
      }
    }
  }

  @Test func screenDumpIsAnIndentedTree() throws {
    #expect(
      try screenLines(Sample()) == [
        "VStack", "  Text \"3\"", "  HStack", "    Button \"change\"", "    Text \"2.500000\"",
      ])
  }

  @Test func screenActionPrintsTheDump() throws {
    #expect(try transcript(Sample(), .tap("change"), .screen)[2].first == "VStack")
    #expect(try transcript(Sample(), .tap("change"), .screen)[2][1] == "  Text \"4\"")
  }

  @Test func tapOnMissingControlListsControlsOnScreen() throws {
    let runtime = ViewRuntime(Sample())
    runtime.mount()
    #expect(throws: ActionError(.noSuchControl, "no Button \"nope\" on screen; controls on screen: Button \"change\""))
    {
      try runtime.perform(.tap("nope"))
    }
  }

  @Test func textInterpolationFormatsLikeSwiftUI() {
    #expect(Text("\(1000)").content == "1000")
    #expect(Text("\(0.5)").content == "0.500000")
    #expect(Text("\(0.5, specifier: "%.1f")").content == "0.5")
    #expect(Text(verbatim: "\(0.5)").content == "0.5")
  }
}
