import ScenarioWire
import Testing

@testable import ViewGraph

/// The iOS 13 navigation API tutorials still use: `navigationBarTitle`,
/// `navigationBarItems` (live buttons), `EditButton`, chained `onDelete`/`onMove`,
/// and navigation view styles.
@MainActor
@Suite struct SurfaceNavigationTests {
  struct Groceries: View {
    @State private var items = ["Apples", "Coffee"]
    var body: some View {
      NavigationView {
        List {
          ForEach(items, id: \.self) { Text($0) }
            .onDelete { items.remove(atOffsets: $0) }
            .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        }
        .navigationBarTitle("Groceries")
        .navigationBarItems(
          leading: EditButton(),
          trailing: Button(action: { items.append("Item \(items.count + 1)") }) { Image(systemName: "plus") })
      }
      .navigationViewStyle(StackNavigationViewStyle())
    }
  }

  @Test func navigationBarItemsAreOnScreenAndTappableLikeToolbarItems() throws {
    let lines = try screenLines(Groceries(), after: .tap("plus"), .tap("Edit"))
    #expect(
      lines == [
        "NavigationView",
        "  List [navigationTitle: \"Groceries\"]",
        "    Text \"Apples\"",
        "    Text \"Coffee\"",
        "    Text \"Item 3\"",
        "  Toolbar",
        "    Button \"Done\"",
        "    Button \"plus\"",
      ])
  }

  struct Titles: View {
    var body: some View {
      VStack {
        Text("a").navigationBarTitle(Text("Text title"), displayMode: .inline)
        Text("b").navigationBarTitle("Key title", displayMode: .large)
        Text("c").navigationBarTitle(String("Verbatim"))
        Text("d").navigationBarTrailingItem()
      }
    }
  }

  @Test func navigationBarTitleReadsAsNavigationTitleInEveryForm() throws {
    let lines = try screenLines(Titles())
    #expect(
      lines == [
        "VStack",
        "  Text \"a\" [navigationTitle: \"Text title\"]",
        "  Text \"b\" [navigationTitle: \"Key title\"]",
        "  Text \"c\" [navigationTitle: \"Verbatim\"]",
        "  Text \"d\"",
        "  Toolbar",
        "    Text \"only\"",
      ])
  }

  struct ModeReader: View {
    @Environment(\.editMode) private var editMode
    var body: some View {
      Text(editMode?.wrappedValue.isEditing == true ? "editing" : "not editing")
    }
  }

  struct SharedEditMode: View {
    @State private var mode = EditMode.inactive
    var body: some View {
      VStack {
        EditButton()
        ModeReader()
      }
      .environment(\.editMode, $mode)
    }
  }

  @Test func editButtonTogglesTheEnvironmentsEditModeWhenThereIsOne() throws {
    let lines = try screenLines(SharedEditMode(), after: .tap("Edit"))
    #expect(lines == ["VStack", "  Button \"Done\"", "  Text \"editing\""])
    let back = try screenLines(SharedEditMode(), after: .tap("Edit"), .tap("Done"))
    #expect(back == ["VStack", "  Button \"Edit\"", "  Text \"not editing\""])
  }
}

extension View {
  /// A trailing-only bar item, as a helper would add one.
  fileprivate func navigationBarTrailingItem() -> some View {
    navigationBarItems(trailing: Text("only"))
  }
}
