import ScenarioWire
import Testing

@testable import ViewGraph

/// Containers tutorials use: `List($items)` with bindings into rows, lists with
/// selection, `NavigationSplitView`, `ContentUnavailableView`, `ScrollViewReader`,
/// `AsyncImage`, `App` and `PreviewProvider`.
@MainActor
@Suite struct SurfaceContainerTests {
  struct Entry: Identifiable {
    let id: Int
    var title: String
    var isDone = false
  }

  struct Row: View {
    @Binding var entry: Entry
    var body: some View {
      let _ = print("row \(entry.id)")
      Toggle(entry.title, isOn: $entry.isDone)
    }
  }

  struct Checklist: View {
    @State private var entries = [Entry(id: 1, title: "Passport"), Entry(id: 2, title: "Charger")]
    var body: some View {
      VStack {
        List($entries) { $entry in
          Row(entry: $entry)
        }
        Text("Packed \(entries.filter(\.isDone).count)")
      }
    }
  }

  @Test func listOfABindingGivesEachRowABindingToItsElement() throws {
    let lines = try screenLines(Checklist(), after: .toggle("Charger"))
    #expect(
      lines == [
        "VStack", "  List", "    Toggle \"Passport\" = off", "    Toggle \"Charger\" = on", "  Text \"Packed 1\"",
      ])
    // The rows are ForEach elements identified by their ids, as with ForEach($entries).
    let steps = try transcript(Checklist(), .toggle("Charger"))
    #expect(steps[0] == ["row 1", "row 2"])
  }

  struct Folder: Hashable, Identifiable {
    let name: String
    var id: String { name }
  }

  struct Mail: View {
    @State private var selection: Folder?
    let folders = [Folder(name: "Inbox"), Folder(name: "Sent")]
    var body: some View {
      NavigationSplitView {
        List(folders, selection: $selection) { folder in
          NavigationLink(folder.name, value: folder)
        }
      } detail: {
        Text(selection?.name ?? "Select a folder")
      }
      .navigationSplitViewStyle(.balanced)
    }
  }

  @Test func aSplitViewShowsItsColumnsInOrder() throws {
    #expect(
      try screenLines(Mail()) == [
        "NavigationSplitView",
        "  List",
        "    NavigationLink \"Inbox\"",
        "    NavigationLink \"Sent\"",
        "  Text \"Select a folder\"",
      ])
  }

  struct Bookmarks: View {
    @State private var bookmarks: [String] = []
    var body: some View {
      VStack {
        if bookmarks.isEmpty {
          ContentUnavailableView("No Bookmarks", systemImage: "bookmark", description: Text("Save articles."))
        } else {
          ContentUnavailableView.search(text: "swift")
        }
        Button("Add") { bookmarks.append("x") }
      }
    }
  }

  @Test func contentUnavailableViewShowsItsLabelAndDescription() throws {
    #expect(
      try screenLines(Bookmarks()) == [
        "VStack", "  ContentUnavailableView", "    Label", "      Image \"bookmark\"", "      Text \"No Bookmarks\"",
        "    Text \"Save articles.\"", "  Button \"Add\"",
      ])
    #expect(
      try screenLines(Bookmarks(), after: .tap("Add"))[4] == "      Text \"No Results for \u{201C}swift\u{201D}\"")
  }

  struct Chat: View {
    @State private var lines = ["Hi"]
    var body: some View {
      ScrollViewReader { proxy in
        ScrollView {
          ForEach(lines, id: \.self) { Text($0).id($0) }
        }
        .scrollBounceBehavior(.basedOnSize)
        .scrollIndicators(.hidden)
        .onChange(of: lines.count) { proxy.scrollTo(lines.last, anchor: .bottom) }
        Button("Send") { lines.append("Line \(lines.count)") }
      }
    }
  }

  @Test func scrollViewReaderIsTransparentAndScrollToChangesNothing() throws {
    #expect(
      try screenLines(Chat(), after: .tap("Send")) == [
        "ScrollView", "  Text \"Hi\"", "  Text \"Line 1\"", "Button \"Send\"",
      ])
  }

  struct Avatar: View {
    let url = URL(string: "https://example.com/a.png")
    var body: some View {
      VStack {
        AsyncImage(url: url) { image in
          image.resizable()
        } placeholder: {
          ProgressView()
        }
        AsyncImage(url: url) { phase in
          if let image = phase.image { image } else if phase.error != nil { Text("failed") } else { Text("loading") }
        }
        AsyncImage(url: nil)
      }
    }
  }

  @Test func asyncImageStaysInItsLoadingPhase() throws {
    #expect(
      try screenLines(Avatar()) == [
        "VStack",
        "  AsyncImage \"https://example.com/a.png\"",
        "    ProgressView",
        "  AsyncImage \"https://example.com/a.png\"",
        "    Text \"loading\"",
        "  AsyncImage \"\"",
      ])
  }

  final class Store: ObservableObject {
    @Published var count = 0
  }

  struct Home: View {
    @EnvironmentObject var store: Store
    var body: some View { Button("count \(store.count)") { store.count += 1 } }
  }

  struct CounterApp: App {
    @StateObject private var store = Store()
    var body: some Scene {
      WindowGroup {
        Home().environmentObject(store)
      }
    }
  }

  @Test func anAppsFirstWindowGroupIsItsRootAndItsStateObjectsLive() throws {
    let lines = try screenLines(_AppRoot(app: CounterApp()), after: .tap("count 0"), .tap("count 1"))
    #expect(lines == ["Button \"count 2\""])
  }

  struct Badge: View {
    var body: some View { Text("3") }
  }

  struct Badge_Previews: PreviewProvider {
    static var previews: some View {
      Badge().previewLayout(.sizeThatFits).previewDisplayName("Small").previewDevice("iPhone 15")
    }
  }

  @Test func previewProvidersCompileAndTheirPreviewsAreOrdinaryViews() throws {
    #expect(try screenLines(Badge_Previews.previews) == ["Text \"3\""])
  }
}
