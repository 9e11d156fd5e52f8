import Foundation
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
    #expect(
      try screenLines(Gallery()) == [
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
    #expect(
      try screenLines(Styled()) == [
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

  struct EveryAttribute: View {
    var body: some View {
      VStack {
        Text("fonts").font(.system(size: 12, weight: .bold, design: .monospaced))
          .font(.system(.title, design: .serif, weight: .light)).font(.custom("Avenir", size: 14.5))
          .font(.title.weight(.heavy).smallCaps().monospacedDigit()).fontWeight(.medium)
        Text("text").underline().strikethrough().monospaced().foregroundStyle(.tint)
        Color(red: 1, green: 0.5, blue: 0, opacity: 0.5).accentColor(.pink).border(.red, width: 2).shadow(radius: 4)
        Color("Brand").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).padding([.top, .leading], 3)
        Color.red.opacity(0.25).frame(minWidth: 1, maxHeight: .infinity).frame().padding([])
        Circle().fill(.red).clipShape(Capsule()).background(.red, in: Capsule())
        Rectangle().stroke(.blue).badge(3).badge(Text("new")).navigationTitle("Say \"hi\"")
        Text("tap").onTapGesture {}.onTapGesture(count: 2) {}.disabled(true).overlay(.green).background(EmptyView())
      }
    }
  }

  /// Every attribute the engine records crosses the wire as it is, and its spelling in
  /// the dump is the one transcripts hold.
  @Test func screenAttributesSurviveTheWireAndKeepTheirSpelling() throws {
    let runtime = ViewRuntime(EveryAttribute())
    runtime.mount()
    let screen = runtime.screen()
    let decoded = try JSONDecoder().decode([ScreenElement].self, from: JSONEncoder().encode(screen))
    #expect(decoded == screen)
    #expect(
      ScreenDump.lines(decoded) == [
        "VStack",
        "  Text \"fonts\" [font: system size 12 weight bold design monospaced] [font: system title design serif weight light] [font: custom Avenir size 14.5] [font: title weight heavy smallCaps monospacedDigit] [fontWeight: medium]",
        "  Text \"text\" [underline] [strikethrough] [monospaced] [foregroundStyle: tint]",
        "  Color #FF800080 [accentColor: pink] [border: red 2] [shadow: radius 4]",
        "  Color Brand [padding: top 1 leading 2 bottom 3 trailing 4] [padding: top leading 3]",
        "  Color 25% red [frame: minWidth 1 maxHeight infinity] [frame] [padding: ]",
        "  Circle [fill: red] [clipShape: Capsule] [background: red in Capsule]",
        "  Rectangle [stroke: blue] [badge: 3] [badge: new] [navigationTitle: \"Say \\\"hi\\\"\"]",
        "  Text \"tap\" [onTapGesture] [onTapGesture: 2] [disabled] [overlay: green] [background]",
      ])
    #expect(decoded[0].children[2].color == .components(red: 255, green: 128, blue: 0, opacity: 128))
    #expect(decoded[0].children[3].color == .asset("Brand"))
  }

  @Test func styledTextIsStillText() {
    let text: Text = Text("x").bold().font(.headline).foregroundColor(.blue)
    #expect(text.attributes == [.bold, .font(ScreenFont(.textStyle(.headline))), .foregroundColor(.named(.blue))])
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
