import ScenarioWire
import Testing

@testable import ViewGraph

/// Sheets, alerts, tap gestures, grids and `@AppStorage`: common SwiftUI surface that
/// scenarios use around the rules.
@MainActor
@Suite struct PresentationTests {
  struct Editor: View {
    @Environment(\.dismiss) var dismiss
    @State var edits = 0
    var body: some View {
      VStack {
        Button("Edit \(edits)") { edits += 1 }
        Button("Done") { dismiss() }
      }
      .onAppear { print("sheet appeared") }
      .onDisappear { print("sheet disappeared") }
    }
  }

  struct Host: View {
    @State var showing = false
    var body: some View {
      Button("Open") { showing = true }
        .sheet(isPresented: $showing, onDismiss: { print("dismissed") }) { Editor() }
    }
  }

  @Test func sheetContentHasItsOwnLifetime() throws {
    let runtime = ViewRuntime(Host())
    runtime.mount()
    try runtime.perform(.tap("Open"))
    #expect(runtime.takeOutput() == ["sheet appeared"])
    try runtime.perform(.tap("Edit 0"))
    #expect(
      ScreenDump.lines(runtime.screen()) == [
        "Button \"Open\"", "Sheet", "  VStack", "    Button \"Edit 1\"", "    Button \"Done\"",
      ])
    try runtime.perform(.tap("Done"))
    #expect(runtime.takeOutput() == ["sheet disappeared", "dismissed"])
    try runtime.perform(.tap("Open"))
    #expect(ScreenDump.lines(runtime.screen())[3] == "    Button \"Edit 0\"")
  }

  struct Deleter: View {
    @State var asking = false
    @State var items = 3
    var body: some View {
      Button("Delete (\(items))") { asking = true }
        .alert("Delete item?", isPresented: $asking) {
          Button("Delete", role: .destructive) { items -= 1 }
          Button("Cancel", role: .cancel) {}
        } message: {
          Text("This cannot be undone.")
        }
    }
  }

  @Test func alertButtonsRunTheirActionAndDismiss() throws {
    let presented = try screenLines(Deleter(), after: .tap("Delete (3)"))
    #expect(
      presented == [
        "Button \"Delete (3)\"", "Alert \"Delete item?\"", "  Button \"Delete\"", "  Button \"Cancel\"",
        "  Text \"This cannot be undone.\"",
      ])
    let after = try screenLines(Deleter(), after: .tap("Delete (3)"), .tap("Delete"))
    #expect(after == ["Button \"Delete (2)\""])
  }

  @Test func tapGestureIsTappableByItsText() throws {
    struct Liker: View {
      @State var likes = 0
      var body: some View {
        Text("Likes: \(likes)").onTapGesture { likes += 1 }
      }
    }
    #expect(try screenLines(Liker(), after: .tap("Likes: 0")) == ["Text \"Likes: 1\" [onTapGesture]"])
  }

  @Test func appStorageIsSharedByKeyAcrossViews() throws {
    struct Writer: View {
      @AppStorage("volume") var volume = 5
      var body: some View { Button("Louder") { volume += 1 } }
    }
    struct Reader: View {
      @AppStorage("volume") var volume = 5
      var body: some View {
        let _ = print("Reader body")
        Text("Volume \(volume)")
      }
    }
    struct Mixer: View {
      var body: some View {
        VStack {
          Writer()
          Reader()
        }
      }
    }
    let runtime = ViewRuntime(Mixer())
    runtime.mount()
    try runtime.perform(.tap("Louder"))
    #expect(runtime.takeOutput() == ["Reader body", "Reader body"])
    #expect(ScreenDump.lines(runtime.screen()).last == "  Text \"Volume 6\"")
  }

  @Test func gridsAreContainersInTheDump() throws {
    struct Board: View {
      var body: some View {
        LazyVGrid(columns: [GridItem(), GridItem()]) {
          ForEach(1..<3) { Text("\($0)") }
        }
      }
    }
    #expect(try screenLines(Board()) == ["LazyVGrid", "  Text \"1\"", "  Text \"2\""])
  }

  @Test func rule3_4_printChangesNamesABindingWhoseSourceChanged() throws {
    struct Knob: View {
      @Binding var level: Int
      var body: some View {
        let _ = Self._printChanges()
        Button("Level \(level)") { level += 1 }
      }
    }
    struct Panel: View {
      @State var level = 0
      var body: some View { Knob(level: $level) }
    }
    let steps = try transcript(Panel(), .tap("Level 0"))
    #expect(steps[1] == ["PresentationTests.Knob: _level changed."])
  }
}

/// Toolbars, search fields and focus state: common app chrome around the rules.
@MainActor
@Suite struct AppChromeTests {
  struct Notes: View {
    @State var notes = ["Milk"]
    @State var query = ""
    @FocusState private var searching: Bool
    var body: some View {
      NavigationStack {
        List {
          ForEach(notes.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
        }
        .searchable(text: $query)
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) {
            Button("Add") { notes.append("Eggs") }
          }
        }
      }
    }
  }

  @Test func toolbarButtonsAreOnScreenAndTappable() throws {
    let lines = try screenLines(Notes(), after: .tap("Add"))
    #expect(
      lines == [
        "NavigationStack", "  List", "    Text \"Milk\"", "    Text \"Eggs\"", "  TextField \"Search\" = \"\"",
        "  Toolbar", "    Button \"Add\"",
      ])
  }

  @Test func searchFieldIsATextField() throws {
    let lines = try screenLines(Notes(), after: .tap("Add"), .type("Eg", into: "Search"))
    #expect(lines.prefix(3) == ["NavigationStack", "  List", "    Text \"Eggs\""])
  }
}
