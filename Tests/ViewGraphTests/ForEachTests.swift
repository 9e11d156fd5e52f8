import ScenarioWire
import Testing

@testable import ViewGraph

/// Rule 1.1 for `ForEach`: an element's id is its explicit identity, so a row keeps
/// its state while its id stays in the data, wherever the row moves.
@MainActor
@Suite struct ForEachTests {
  struct Row: View {
    let name: String
    @State var taps = 0
    var body: some View {
      Button("\(name) \(taps)") { taps += 1 }
    }
  }

  struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
  }

  struct Rows: View {
    @State var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 3, name: "c")]
    var body: some View {
      VStack {
        Button("insert") { items.insert(Item(id: 0, name: "new"), at: 0) }
        Button("remove b") { items.removeAll { $0.name == "b" } }
        Button("reverse") { items.reverse() }
        ForEach(items) { item in Row(name: item.name) }
      }
    }
  }

  @Test func forEachElementsKeepStateByID() throws {
    let lines = try screenLines(
      Rows(), after: .tap("a 0"), .tap("c 0"), .tap("c 1"), .tap("insert"), .tap("remove b"), .tap("reverse"))
    #expect(lines.suffix(3) == ["  Button \"c 2\"", "  Button \"a 1\"", "  Button \"new 0\""])
  }

  @Test func rule1_2_removedElementStartsAgainWhenItsIDReturns() throws {
    struct Toggling: View {
      @State var ids = [1, 2]
      var body: some View {
        VStack {
          Button("drop") { ids = [1] }
          Button("restore") { ids = [1, 2] }
          ForEach(ids, id: \.self) { Row(name: "row\($0)") }
        }
      }
    }
    let lines = try screenLines(Toggling(), after: .tap("row2 0"), .tap("row1 0"), .tap("drop"), .tap("restore"))
    #expect(lines.suffix(2) == ["  Button \"row1 1\"", "  Button \"row2 0\""])
  }

  @Test func forEachElementsAppearAndDisappearByID() throws {
    struct Appearing: View {
      @State var ids = [1, 2]
      var body: some View {
        VStack {
          Button("swap") { ids = [2, 3] }
          ForEach(ids, id: \.self) { id in
            Text("\(id)")
              .onAppear { print("appear \(id)") }
              .onDisappear { print("disappear \(id)") }
          }
        }
      }
    }
    let steps = try transcript(Appearing(), .tap("swap"))
    #expect(steps[0] == ["appear 1", "appear 2"])
    #expect(steps[1].sorted() == ["appear 3", "disappear 1"])
  }

  @Test func duplicateIDsDoNotCrashAndKeepEveryElement() throws {
    struct Duplicates: View {
      @State var names = ["x", "y", "x", "x"]
      var body: some View {
        VStack {
          Button("drop first") { names.removeFirst() }
          ForEach(names, id: \.self) { Row(name: $0) }
        }
      }
    }
    #expect(try screenLines(Duplicates()).count == 6)
    let lines = try screenLines(Duplicates(), after: .tap("drop first"))
    #expect(lines == ["VStack", "  Button \"drop first\"", "  Button \"y 0\"", "  Button \"x 0\"", "  Button \"x 0\""])
  }

  @Test func forEachOverARangeAndAKeyPath() throws {
    struct Mixed: View {
      let people = [Item(id: 7, name: "Ann"), Item(id: 8, name: "Bob")]
      var body: some View {
        VStack {
          ForEach(0..<2) { Text("index \($0)") }
          ForEach(people, id: \.name) { Text($0.name) }
        }
      }
    }
    #expect(
      try screenLines(Mixed()) == [
        "VStack", "  Text \"index 0\"", "  Text \"index 1\"", "  Text \"Ann\"", "  Text \"Bob\"",
      ])
  }

  @Test func forEachOverABindingEditsEachElement() throws {
    struct Editable: View {
      @State var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
      var body: some View {
        List {
          ForEach($items) { $item in
            TextField("field \(item.id)", text: $item.name)
          }
          Text(items.map(\.name).joined(separator: ","))
        }
      }
    }
    let lines = try screenLines(Editable(), after: .type("z", into: "field 2"))
    #expect(
      lines == ["List", "  TextField \"field 1\" = \"a\"", "  TextField \"field 2\" = \"bz\"", "  Text \"a,bz\""])
  }

  @Test func listOfDataIsAListAroundAForEach() throws {
    struct Listed: View {
      @State var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
      var body: some View {
        VStack {
          Button("insert") { items.insert(Item(id: 0, name: "z"), at: 0) }
          List(items) { Row(name: $0.name) }
        }
      }
    }
    let lines = try screenLines(Listed(), after: .tap("b 0"), .tap("insert"))
    #expect(
      lines == [
        "VStack", "  Button \"insert\"", "  List", "    Button \"z 0\"", "    Button \"a 0\"", "    Button \"b 1\"",
      ])
  }
}
