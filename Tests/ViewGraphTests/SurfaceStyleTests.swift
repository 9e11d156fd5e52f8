import ScenarioWire
import Testing

@testable import ViewGraph

/// Gradients, materials and the style protocols with their `Configuration`: all
/// accepted as SwiftUI spells them; styles change nothing a transcript sees, and
/// gradients and materials are named where they fill.
@MainActor
@Suite struct SurfaceStyleTests {
  struct Backdrops: View {
    var body: some View {
      VStack {
        LinearGradient(
          gradient: Gradient(colors: [.purple, .blue]), startPoint: .topLeading, endPoint: .bottomTrailing
        )
        .ignoresSafeArea()
        RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 10, endRadius: 100)
        AngularGradient(gradient: Gradient(colors: [.red, .green]), center: .center)
        Circle().fill(Color.blue.gradient)
        Rectangle().fill(LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
        Text("Stops").background(
          LinearGradient(
            gradient: Gradient(stops: [.init(color: .white, location: 0), .init(color: .black, location: 1)]),
            startPoint: .top, endPoint: .bottom))
        Text("Glass").background(.ultraThinMaterial)
        Text("Faint").foregroundStyle(.tertiary)
        Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
      }
    }
  }

  @Test func gradientsAndMaterialsAreNamedByTheirColours() throws {
    let lines = try screenLines(Backdrops())
    #expect(
      lines == [
        "VStack",
        "  LinearGradient [colors: purple blue]",
        "  RadialGradient [colors: yellow orange]",
        "  AngularGradient [colors: red green]",
        "  Circle [fill: blue gradient]",
        "  Rectangle [fill: LinearGradient pink purple]",
        "  Text \"Stops\" [background: LinearGradient white black]",
        "  Text \"Glass\" [background: ultraThinMaterial]",
        "  Text \"Faint\" [foregroundStyle: tertiary]",
        "  Rectangle [fill: LinearGradient red blue]",
      ])
  }

  @Test func gradientSpacesColoursEvenly() {
    let gradient = Gradient(colors: [.red, .green, .blue])
    #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
  }

  struct Stacked: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        configuration.icon
        configuration.title
      }
    }
  }

  struct Checkbox: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      Button {
        configuration.isOn.toggle()
      } label: {
        Image(systemName: configuration.isOn ? "checkmark.square" : "square")
        configuration.label
      }
    }
  }

  struct Bar: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      Capsule().frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 8)
    }
  }

  struct Styled: View {
    @State private var agreed = false
    var body: some View {
      List {
        Label("Inbox", systemImage: "tray").labelStyle(Stacked())
        Toggle("Agree", isOn: $agreed).toggleStyle(Checkbox())
        Toggle("Wifi", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .green))
        ProgressView(value: 0.5).progressViewStyle(Bar())
        ProgressView().progressViewStyle(.circular)
        Picker("Size", selection: .constant(1)) { Text("S").tag(1) }.pickerStyle(SegmentedPickerStyle())
        Picker("Size", selection: .constant(1)) { Text("S").tag(1) }.pickerStyle(WheelPickerStyle())
        Button("Go") {}.controlSize(.large).buttonBorderShape(.capsule)
      }
      .listStyle(GroupedListStyle())
      .listRowSeparator(.hidden)
    }
  }

  @Test func stylesChangeNothingATranscriptSeesAndCustomBodiesNeverRun() throws {
    let lines = try screenLines(Styled(), after: .toggle("Agree"))
    #expect(
      lines == [
        "List",
        "  Label",
        "    Image \"tray\"",
        "    Text \"Inbox\"",
        "  Toggle \"Agree\" = on",
        "  Toggle \"Wifi\" = on",
        "  ProgressView = 0.5",
        "  ProgressView",
        "  Picker \"Size\" = \"S\"",
        "  Picker \"Size\" = \"S\"",
        "  Button \"Go\"",
      ])
  }

  struct Pinned: View {
    @State private var accepted = false
    var body: some View {
      Text(accepted ? "Thanks" : "Terms")
        .edgesIgnoringSafeArea(.all)
        .safeAreaInset(edge: .bottom) { Button("Accept") { accepted = true } }
        .safeAreaInset(edge: .top) { Text("Header") }
    }
  }

  @Test func safeAreaInsetContentIsShownAtItsEdgeAndLive() throws {
    let lines = try screenLines(Pinned(), after: .tap("Accept"))
    #expect(lines == ["Text \"Header\"", "Text \"Thanks\"", "Button \"Accept\""])
  }
}
