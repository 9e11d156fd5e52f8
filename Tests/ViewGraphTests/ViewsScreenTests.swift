import ScenarioWire
import Testing
@testable import ViewGraph

/// Every view the engine provides appears in the screen dump, and visual modifiers
/// appear as `[attribute]` suffixes on the elements they wrap.
@MainActor
@Suite struct ViewsScreenTests {
  struct Gallery: View {
    @State var name = "Ann"
    @State var dark = true
    var body: some View {
      NavigationStack {
        Form {
          Section("Profile") {
            TextField("name", text: $name)
            Toggle("Dark", isOn: $dark)
          }
          Section {
            Image(systemName: "star.fill")
            Image("photo")
          } header: {
            HStack {
              Image(systemName: "gear")
              Text("More")
            }
          } footer: {
            Text("The end")
          }
          Section {
            Label("Inbox", systemImage: "tray")
          }
        }
        .navigationTitle("Settings")
        ScrollView {
          LazyVStack {
            Color.red
            Spacer()
            Divider()
          }
          LazyHStack { Color(red: 1, green: 0.5, blue: 0) }
        }
        NavigationView { List { Text("row") } }
      }
    }
  }

  @Test func everyNewViewAppearsInTheScreenDump() throws {
    #expect(try screenLines(Gallery()) == [
      "NavigationStack",
      "  Form [navigationTitle: \"Settings\"]",
      "    Section \"Profile\"",
      "      TextField \"name\" = \"Ann\"",
      "      Toggle \"Dark\" = on",
      "    Section \"More\"",
      "      Image \"star.fill\"",
      "      Image \"photo\"",
      "      Footer \"The end\"",
      "    Section",
      "      Label",
      "        Image \"tray\"",
      "        Text \"Inbox\"",
      "  ScrollView",
      "    LazyVStack",
      "      Color red",
      "      Spacer",
      "      Divider",
      "    LazyHStack",
      "      Color #FF8000FF",
      "  NavigationView",
      "    List",
      "      Text \"row\"",
    ])
  }

  struct Styled: View {
    var body: some View {
      VStack {
        Text("Title").font(.title).bold()
        Text("Body")
          .font(.system(size: 20, weight: .semibold))
          .foregroundColor(.red)
          .padding()
        Text("Faded").opacity(0.5).padding(.horizontal, 8).padding(12)
        Color.blue.frame(width: 100, height: 50).cornerRadius(8)
        Text("Wide").frame(maxWidth: .infinity).background(.yellow).foregroundStyle(.secondary)
        Text("Layered").background { Color.green }.overlay(Text("badge"))
        Button("Go") {}.tint(.purple).buttonStyle(.borderedProminent).italic()
        Text("a").bold() + Text("b").font(.caption.italic())
      }
      .padding(.top)
    }
  }

  @Test func screenDumpShowsVisualAttributes() throws {
    #expect(try screenLines(Styled()) == [
      "VStack [padding: top]",
      "  Text \"Title\" [font: title] [bold]",
      "  Text \"Body\" [font: system size 20 weight semibold] [foregroundColor: red] [padding]",
      "  Text \"Faded\" [opacity: 0.5] [padding: horizontal 8] [padding: 12]",
      "  Color blue [frame: width 100 height 50] [cornerRadius: 8]",
      "  Text \"Wide\" [frame: maxWidth infinity] [background: yellow] [foregroundStyle: secondary]",
      "  Text \"Layered\" [background: Color green] [overlay: Text \"badge\"]",
      "  Button \"Go\" [tint: purple] [italic]",
      "  Text \"ab\" [bold] [font: caption italic]",
    ])
  }

  @Test func styledTextIsStillText() {
    let text: Text = Text("x").bold().font(.headline).foregroundColor(.blue)
    #expect(text.attributes == ["bold", "font: headline", "foregroundColor: blue"])
    #expect(Color.red.description == "red")
    #expect(Color.red.opacity(0.5).description == "50% red")
  }

  struct LayerWithState: View {
    @State var shown = true
    var body: some View {
      VStack {
        Button("hide") { shown = false }
        if shown {
          Text("front").background(Text("back").onAppear { print("back appears") })
        }
      }
    }
  }

  @Test func aBackgroundViewHasItsOwnLifetime() throws {
    let steps = try transcript(LayerWithState(), .tap("hide"))
    #expect(steps[0] == ["back appears"])
  }

  struct Animated: View {
    @State var count = 0
    var body: some View {
      VStack {
        Text("\(count)")
          .animation(.easeInOut, value: count)
          .transition(.slide)
        Button("add") {
          withAnimation(.spring()) { count += 1 }
          print("after \(count)")
        }
      }
    }
  }

  @Test func withAnimationRunsItsBodyAtOnce() throws {
    let runtime = ViewRuntime(Animated())
    runtime.mount()
    try runtime.perform(.tap("add"))
    #expect(runtime.takeOutput() == ["after 1"])
    #expect(ScreenDump.lines(runtime.screen())[1] == "  Text \"1\"")
  }

  @Test func rule1_4_identityTransitionIsVisibleToTheEngine() {
    // A transition is a trait of the inserted view: later modifiers keep it.
    #expect(transitionIsIdentity(of: Text("x").transition(.identity).onAppear {}))
    #expect(transitionIsIdentity(of: Text("x").onAppear {}.transition(.identity)))
    #expect(transitionIsIdentity(of: Text("x").transition(.identity).padding()))
    #expect(!transitionIsIdentity(of: Text("x").transition(.opacity)))
    #expect(!transitionIsIdentity(of: Text("x")))
    #expect(transitionIsIdentity(of: Text("x").transition(.asymmetric(insertion: .identity, removal: .identity))))
  }
}
