import ScenarioWire
import Testing

@testable import ViewGraph

/// Pushing and popping in a `NavigationStack`: links push their destination over the
/// top view, `back` and the path binding pop it; a pushed view's state lives as long
/// as it is on the stack; a covered view stays alive, disappears while covered and
/// appears again when uncovered.
@MainActor
@Suite struct NavigationStackTests {
  final class Model: ObservableObject {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("deinit \(name)") }
  }

  struct Detail: View {
    let fruit: String
    @State private var taps = 0
    @StateObject private var model: Model
    init(fruit: String) {
      self.fruit = fruit
      _model = StateObject(wrappedValue: Model(name: fruit))
    }
    var body: some View {
      VStack {
        Text(fruit)
        Button("taps \(taps)") { taps += 1 }
      }
      .navigationTitle(fruit)
      .onAppear { print("appear \(fruit)") }
      .onDisappear { print("disappear \(fruit)") }
    }
  }

  struct ByValue: View {
    @State private var rootTaps = 0
    var body: some View {
      NavigationStack {
        List {
          Button("root \(rootTaps)") { rootTaps += 1 }
          NavigationLink("Apple", value: "Apple")
          NavigationLink("Pear", value: "Pear")
        }
        .navigationTitle("Fruits")
        .navigationDestination(for: String.self) { Detail(fruit: $0) }
        .onAppear { print("appear root") }
        .onDisappear { print("disappear root") }
      }
    }
  }

  @Test func aValueLinkPushesItsDestinationWithABackButton() throws {
    #expect(
      try screenLines(ByValue(), after: .tap("Apple")) == [
        "NavigationStack",
        "  BackButton \"Fruits\"",
        "  VStack [navigationTitle: \"Apple\"]",
        "    Text \"Apple\"",
        "    Button \"taps 0\"",
      ])
  }

  @Test func pushingAppearsThePushedViewThenDisappearsTheCoveredOne() throws {
    let steps = try transcript(ByValue(), .tap("Apple"), .back)
    #expect(
      steps == [
        ["appear root"], ["appear Apple", "disappear root"], ["appear root", "disappear Apple", "deinit Apple"],
      ])
  }

  @Test func aPoppedViewLosesItsStateAndACoveredViewKeepsIt() throws {
    let lines = try screenLines(
      ByValue(), after: .tap("root 0"), .tap("Apple"), .tap("taps 0"), .back, .tap("Apple"))
    #expect(lines.last == "    Button \"taps 0\"")
    let root = try screenLines(ByValue(), after: .tap("root 0"), .tap("Apple"), .back)
    #expect(root.contains("    Button \"root 1\""))
  }

  @Test func controlsOfACoveredViewAreNotOnScreen() throws {
    let runtime = ViewRuntime(ByValue())
    runtime.mount()
    try runtime.perform(.tap("Apple"))
    #expect(throws: ActionError.self) { try runtime.perform(.tap("Pear")) }
  }

  @Test func backWithNothingPushedSaysSo() throws {
    let runtime = ViewRuntime(ByValue())
    runtime.mount()
    #expect(throws: ActionError(.nothingToGoBack, "nothing to go back from: no view is pushed on a NavigationStack")) {
      try runtime.perform(.back)
    }
  }

  struct ByDestination: View {
    var body: some View {
      NavigationStack {
        VStack {
          NavigationLink("Kiwi") { Detail(fruit: "Kiwi") }
          NavigationLink(destination: Detail(fruit: "Fig")) { Label("Fig", systemImage: "leaf") }
        }
      }
    }
  }

  @Test func aDestinationLinkPushesItsViewAndBackSaysBackWithoutATitle() throws {
    #expect(
      try screenLines(ByDestination(), after: .tap("Fig"), .back, .tap("Kiwi")) == [
        "NavigationStack",
        "  BackButton \"Back\"",
        "  VStack [navigationTitle: \"Kiwi\"]",
        "    Text \"Kiwi\"",
        "    Button \"taps 0\"",
      ])
  }

  struct ByPath: View {
    @State private var path: [Int] = []
    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          Text("depth \(path.count)")
          Button("push two") { path.append(contentsOf: [1, 2]) }
          NavigationLink("Three", value: 3)
        }
        .navigationDestination(for: Int.self) { level in
          VStack {
            Text("level \(level) of \(path.count)")
            Button("pop") { path.removeLast() }
          }
        }
      }
    }
  }

  @Test func settingThePathFromCodePushesAndPops() throws {
    #expect(
      try screenLines(ByPath(), after: .tap("push two")) == [
        "NavigationStack",
        "  BackButton \"Back\"",
        "  VStack",
        "    Text \"level 2 of 2\"",
        "    Button \"pop\"",
      ])
    let popped = try screenLines(ByPath(), after: .tap("push two"), .tap("pop"))
    #expect(popped.contains("    Text \"level 1 of 1\""))
  }

  @Test func linksAndBackWriteThePath() throws {
    let pushed = try screenLines(ByPath(), after: .tap("Three"))
    #expect(pushed.contains("    Text \"level 3 of 1\""))
    let back = try screenLines(ByPath(), after: .tap("push two"), .back, .back)
    #expect(back.contains("    Text \"depth 0\""))
  }

  struct ByNavigationPath: View {
    @State private var path = NavigationPath()
    var body: some View {
      NavigationStack(path: $path) {
        Button("push") { path.append("Plum") }
          .navigationDestination(for: String.self) { Detail(fruit: $0) }
      }
    }
  }

  @Test func aNavigationPathPushesItsValues() throws {
    let steps = try transcript(ByNavigationPath(), .tap("push"), .back)
    #expect(steps == [[], ["appear Plum"], ["disappear Plum", "deinit Plum"]])
  }
}
