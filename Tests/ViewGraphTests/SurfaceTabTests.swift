import ScenarioWire
import Testing

@testable import ViewGraph

/// `TabView` and `.tabItem`: the selected tab is on screen with the tab bar; tapping a
/// tab selects it; a bound selection follows the tags; a tab's state survives while
/// another is selected; switching tabs appears the new tab and disappears the old.
@MainActor
@Suite struct SurfaceTabTests {
  struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
      Button("\(name) \(count)") { count += 1 }
        .onAppear { print("appear \(name)") }
        .onDisappear { print("disappear \(name)") }
    }
  }

  struct Tabs: View {
    var body: some View {
      TabView {
        Counter(name: "feed")
          .tabItem { Label("Feed", systemImage: "house") }
        Counter(name: "search")
          .tabItem {
            Image(systemName: "magnifyingglass")
            Text("Search")
          }
          .badge(2)
      }
    }
  }

  @Test func theSelectedTabIsOnScreenWithTheTabBar() throws {
    #expect(
      try screenLines(Tabs()) == [
        "TabView",
        "  Button \"feed 0\"",
        "  TabBar",
        "    Tab \"Feed\" [selected]",
        "    Tab \"Search\"",
      ])
  }

  @Test func aTabKeepsItsStateWhileAnotherIsSelected() throws {
    let lines = try screenLines(Tabs(), after: .tap("feed 0"), .tap("Search"), .tap("search 0"), .tap("Feed"))
    #expect(
      lines == [
        "TabView",
        "  Button \"feed 1\"",
        "  TabBar",
        "    Tab \"Feed\" [selected]",
        "    Tab \"Search\"",
      ])
  }

  @Test func switchingTabsAppearsTheNewTabThenDisappearsTheOld() throws {
    let steps = try transcript(Tabs(), .tap("Search"), .tap("Feed"), .tap("Search"))
    #expect(
      steps == [
        ["appear feed"], ["appear search", "disappear feed"], ["appear feed", "disappear search"],
        ["appear search", "disappear feed"],
      ])
  }

  @Test func controlsOfAnUnselectedTabAreNotOnScreen() throws {
    let runtime = ViewRuntime(Tabs())
    runtime.mount()
    try runtime.perform(.tap("Search"))
    #expect(throws: ActionError.self) { try runtime.perform(.tap("feed 0")) }
  }

  struct Bound: View {
    @State private var selection = 0
    var body: some View {
      TabView(selection: $selection) {
        VStack {
          Text("Welcome")
          Button("Go to settings") { selection = 1 }
        }
        .tabItem { Label("Home", systemImage: "house.fill") }
        .tag(0)
        Text("Settings \(selection)")
          .tabItem { Label("Settings", systemImage: "gear") }
          .tag(1)
      }
      .onChange(of: selection) { print("selection \(selection)") }
    }
  }

  @Test func aBoundSelectionFollowsTheTagsBothWays() throws {
    let steps = try transcript(Bound(), .tap("Go to settings"), .tap("Home"))
    #expect(steps == [[], ["selection 1"], ["selection 0"]])
    let lines = try screenLines(Bound(), after: .tap("Go to settings"))
    #expect(
      lines == [
        "TabView",
        "  Text \"Settings 1\"",
        "  TabBar",
        "    Tab \"Home\"",
        "    Tab \"Settings\" [selected]",
      ])
  }

  struct Pages: View {
    @State private var page = 0
    let titles = ["Track", "See", "Stay"]
    var body: some View {
      VStack {
        TabView(selection: $page) {
          ForEach(0..<3) { index in
            Text(titles[index])
          }
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        Button("Next") { page += 1 }
      }
    }
  }

  @Test func forEachElementsArePagesSelectedByTheirIDs() throws {
    let lines = try screenLines(Pages(), after: .tap("Next"), .tap("Next"))
    #expect(lines == ["VStack", "  TabView", "    Text \"Stay\"", "  Button \"Next\""])
  }

  struct NewTabs: View {
    @State private var selected = "home"
    var body: some View {
      TabView(selection: $selected) {
        Tab("Home", systemImage: "house", value: "home") { Text("Home screen") }
        Tab("Inbox", systemImage: "tray", value: "inbox") { Text("Inbox screen") }
      }
    }
  }

  @Test func iOS18TabsAreTabsWithTheirValues() throws {
    let lines = try screenLines(NewTabs(), after: .tap("Inbox"))
    #expect(
      lines == [
        "TabView",
        "  Text \"Inbox screen\"",
        "  TabBar",
        "    Tab \"Home\"",
        "    Tab \"Inbox\" [selected]",
      ])
  }
}
