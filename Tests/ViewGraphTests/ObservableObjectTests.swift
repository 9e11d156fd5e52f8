import OpenCombine
import ScenarioWire
import Testing

@testable import ViewGraph

/// Rules 2.5–2.7 and observations O13–O16: objects owned by a view or passed to it.
@MainActor
@Suite struct ObservableObjectTests {
  final class Dice: ObservableObject {
    static var created = 0
    @Published var value = 1
    init() { Dice.created += 1 }
    func roll() { value = value % 6 + 1 }
  }

  struct ObservedDice: View {
    @ObservedObject var dice = Dice()
    var body: some View { Button("Play \(dice.value)") { dice.roll() } }
  }

  struct OwnedDice: View {
    @StateObject var dice = Dice()
    var body: some View { Button("Play \(dice.value)") { dice.roll() } }
  }

  struct Table<Content: View>: View {
    @State var dark = false
    let content: () -> Content
    var body: some View {
      VStack {
        Button(dark ? "Light" : "Dark") { dark.toggle() }
        content()
      }
    }
  }

  @Test func O13_rule2_6_observedObjectCreatedByParentBodyResets() throws {
    let lines = try screenLines(Table { ObservedDice() }, after: .tap("Play 1"), .tap("Dark"))
    #expect(lines.last == "  Button \"Play 1\"")
  }

  @Test func O14_rule2_5_stateObjectSurvivesParentReevaluation() throws {
    let lines = try screenLines(Table { OwnedDice() }, after: .tap("Play 1"), .tap("Dark"))
    #expect(lines.last == "  Button \"Play 2\"")
  }

  @Test func rule2_5_stateObjectInitializerRunsOncePerLifetime() throws {
    Dice.created = 0
    _ = try screenLines(Table { OwnedDice() }, after: .tap("Dark"), .tap("Light"), .tap("Dark"))
    #expect(Dice.created == 1)
  }

  @Test func rule2_7_objectWillChangeInvalidatesWhateverTheBodyRead() throws {
    final class Model: ObservableObject {
      @Published var shown = 0
      @Published var unread = 0
    }
    struct Reader: View {
      @StateObject var model = Model()
      var body: some View {
        let _ = print("body")
        Button("change unread") { model.unread += 1 }
      }
    }
    #expect(try transcript(Reader(), .tap("change unread")) == [["body"], ["body"]])
  }

  @Test func rule2_7_publishingDuringBodyWarns() throws {
    final class Model: ObservableObject { @Published var count = 0 }
    struct Publisher: View {
      @StateObject var model = Model()
      var body: some View {
        let _ = { if model.count == 0 { model.count = 1 } }()
        Text("x")
      }
    }
    let mount = try transcript(Publisher())[0]
    #expect(
      mount.first == "Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
  }

  @Test func environmentObjectReachesDescendantsAndInvalidatesThem() throws {
    final class Settings: ObservableObject { @Published var name = "Ann" }
    struct Leaf: View {
      @EnvironmentObject var settings: Settings
      var body: some View { Button(settings.name) { settings.name += "!" } }
    }
    struct Root: View {
      @StateObject var settings = Settings()
      var body: some View { VStack { Leaf() }.environmentObject(settings) }
    }
    let lines = try screenLines(Root(), after: .tap("Ann"))
    #expect(lines == ["VStack", "  Button \"Ann!\""])
  }

  final class Palette: ObservableObject { @Published var hue = 0 }

  struct Deep: View {
    @EnvironmentObject var palette: Palette
    var body: some View {
      let _ = print("Deep body")
      Button("shift") { palette.hue += 1 }
    }
  }

  struct Middle: View {
    var body: some View {
      let _ = print("Middle body")
      VStack { Deep() }
    }
  }

  struct Framed: ViewModifier {
    @EnvironmentObject var palette: Palette
    func body(content: Content) -> some View {
      let _ = print("Framed body")
      content
    }
  }

  struct Studio: View {
    @StateObject var palette = Palette()
    @State var unrelated = 0
    var body: some View {
      VStack {
        Middle()
        Text("frame").modifier(Framed())
        Button("unrelated") { unrelated += 1 }
      }
      .environmentObject(palette)
      .environment(\.accent, "\(unrelated)")
    }
  }

  // Evidence (documented): Apple's EnvironmentObject documentation: "the current
  // view is invalidated whenever the observable object changes", for any view that
  // declares it, however deep.
  @Test func rule2_7_environmentObjectInvalidatesEveryDeclaringViewAtAnyDepth() throws {
    let steps = try transcript(Studio(), .tap("shift"))
    #expect(steps[0] == ["Middle body", "Deep body", "Framed body"])
    #expect(steps[1] == ["Deep body", "Framed body"])
  }

  // Modelled: another environment value changing does not invalidate a view for
  // its `@EnvironmentObject`, which is the same object.
  @Test func rule2_7_environmentObjectIgnoresOtherEnvironmentChanges() throws {
    let steps = try transcript(Studio(), .tap("unrelated"))
    #expect(steps[1] == [])
  }

  @Test func projectedValueBindsToObjectProperties() throws {
    final class Form: ObservableObject { @Published var count = 0 }
    struct Editor: View {
      @Binding var count: Int
      var body: some View { Button("inc") { count += 1 } }
    }
    struct Owner: View {
      @StateObject var form = Form()
      var body: some View {
        VStack {
          Text("\(form.count)")
          Editor(count: $form.count)
        }
      }
    }
    let lines = try screenLines(Owner(), after: .tap("inc"), .tap("inc"))
    #expect(lines[1] == "  Text \"2\"")
  }
}
