import Foundation
import ScenarioWire
import Testing

@testable import ViewGraph

/// The surface's screens on the typed wire: each element kind and attribute crosses it
/// as it is and keeps the spelling transcripts hold, and a shape or layout of the
/// chapter's own is a generic kind named by its type, never a kind of its own.
@MainActor
@Suite struct SurfaceWireTests {
  struct Triangle: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
  }

  struct Flow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
  }

  struct Wobble: GeometryEffect {
    var animatableData: CGFloat = 0
    func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(.identity) }
  }

  struct Shapes: View {
    var body: some View {
      VStack {
        Triangle().fill(.orange)
        Circle().trim(from: 0, to: 0.5).stroke(.blue, style: StrokeStyle(lineWidth: 4))
        Rectangle().rotation(.degrees(45)).offset(x: 5).scale(2).transform(.identity).fill(.gray)
        Rectangle().inset(by: 2).stroke(lineWidth: 3).fill(.red)
        Circle().strokeBorder(style: StrokeStyle()).fill(.red)
        Path(CGRect(x: 0, y: 0, width: 1, height: 1)).stroke(.green)
        Capsule().strokeBorder(.purple)
        Ellipse().fill(.linearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom))
        RoundedRectangle(cornerRadius: 4).fill(Color.blue.gradient)
        Text("clip").clipShape(Triangle()).background(.yellow, in: .capsule)
        LinearGradient(colors: [.purple, .blue], startPoint: .leading, endPoint: .trailing)
        RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 10)
        AngularGradient(colors: [.red, .green], center: .center, angle: .zero)
        EllipticalGradient(colors: [.white, .black])
        Flow { Text("a") }
        AnyLayout(HStackLayout()) { Text("b") }
      }
    }
  }

  struct Effects: View {
    var body: some View {
      VStack {
        Text("fx").scaleEffect(1.5).scaleEffect(x: 2, y: 1).rotationEffect(.degrees(-90))
          .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)).offset(y: -3).blur(radius: 2)
        Text("tone").brightness(0.2).contrast(1.5).saturation(0).grayscale(1).hueRotation(.degrees(90))
          .colorMultiply(.red).colorInvert()
        Text("shown").modifier(Wobble()).hidden().clipped().mask { Circle() }
        Text("text").textCase(.uppercase).redacted(reason: .placeholder)
          .foregroundStyle(.primary, .secondary, .tertiary).foregroundStyle(.quaternary)
        Text("styles").background(.ultraThinMaterial).background(.bar).foregroundStyle(.foreground)
          .background(Gradient(colors: [.red, .blue]))
        Text("page").containerRelativeFrame(.horizontal).containerRelativeFrame([.horizontal, .vertical])
        Text("touch").gesture(DragGesture().onChanged { _ in })
          .gesture(SimultaneousGesture(first: MagnifyGesture(), second: RotationGesture()))
          .gesture(LongPressGesture().sequenced(before: TapGesture()))
        Color(.systemGroupedBackground).preferredColorScheme(.dark)
      }
    }
  }

  struct Controls: View {
    @State private var day = Date(timeIntervalSince1970: 0)
    @State private var color = Color.yellow
    @State private var notes = "Hi"
    @State private var open = true
    @State private var sheet = true
    var body: some View {
      VStack {
        TabView {
          Text("Feed").tabItem { Label("Feed", systemImage: "house") }
          Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
        DatePicker("Day", selection: $day, displayedComponents: .date)
        ColorPicker("Tint", selection: $color)
        Gauge(value: 0.25) { Text("Fuel") }
        Link("Site", destination: URL(string: "https://example.com")!)
        ShareLink(item: URL(string: "https://example.com")!) { Text("Share") }
        TextEditor(text: $notes)
        AsyncImage(url: URL(string: "https://example.com/a.png"))
        Canvas { _, _ in }
        GroupBox("Box") { Text("in") }
        DisclosureGroup("More", isExpanded: $open) { Text("details") }
        Menu("Options") { Button("Rename") {} }
        LabeledContent("Model", value: "One")
        ContentUnavailableView("Nothing", systemImage: "tray")
        NavigationSplitView {
          Text("side")
        } detail: {
          Text("detail")
        }
      }
      .actionSheet(isPresented: $sheet) { ActionSheet(title: Text("Pick"), buttons: [.cancel()]) }
    }
  }

  /// Encodes and decodes a screen, as the wire does, checking that nothing is lost.
  private func wired<V: View>(_ view: V) throws -> [String] {
    let runtime = ViewRuntime(view)
    runtime.mount()
    let screen = runtime.screen()
    let decoded = try JSONDecoder().decode([ScreenElement].self, from: JSONEncoder().encode(screen))
    #expect(decoded == screen)
    return ScreenDump.lines(decoded)
  }

  @Test func shapesGradientsAndLayoutsSurviveTheWireAndKeepTheirSpelling() throws {
    #expect(
      try wired(Shapes()) == [
        "VStack",
        "  Triangle [fill: orange]",
        "  Circle [trim: 0 to 0.5] [stroke: blue]",
        "  Rectangle [rotation: 45°] [offset: x 5 y 0] [scale: x 2 y 2] [transform] [fill: gray]",
        "  Rectangle [inset: 2] [stroke: lineWidth 3] [fill: red]",
        "  Circle [strokeBorder] [fill: red]",
        "  Path [stroke: green]",
        "  Capsule [strokeBorder: purple]",
        "  Ellipse [fill: LinearGradient pink purple]",
        "  RoundedRectangle [fill: blue gradient]",
        "  Text \"clip\" [clipShape: Triangle] [background: yellow in Capsule]",
        "  LinearGradient [colors: purple blue]",
        "  RadialGradient [colors: yellow orange]",
        "  AngularGradient [colors: red green]",
        "  EllipticalGradient [colors: white black]",
        "  Flow",
        "    Text \"a\"",
        "  HStack",
        "    Text \"b\"",
      ])
  }

  @Test func effectsStylesAndGesturesSurviveTheWireAndKeepTheirSpelling() throws {
    #expect(
      try wired(Effects()) == [
        "VStack",
        "  Text \"fx\" [scaleEffect: 1.5] [scaleEffect: x 2 y 1] [rotationEffect: -90°] [rotation3DEffect: 180° axis 0 1 0] [offset: x 0 y -3] [blur: 2]",
        "  Text \"tone\" [brightness: 0.2] [contrast: 1.5] [saturation: 0] [grayscale: 1] [hueRotation: 90°] [colorMultiply: red] [colorInvert]",
        "  Text \"shown\" [Wobble] [hidden] [clipped] [mask: Circle]",
        "  Text \"text\" [textCase: uppercase] [redacted: placeholder] [foregroundStyle: primary secondary tertiary] [foregroundStyle: quaternary]",
        "  Text \"styles\" [background: ultraThinMaterial] [background: bar] [foregroundStyle: foreground] [background: Gradient red blue]",
        "  Text \"page\" [containerRelativeFrame: horizontal] [containerRelativeFrame: horizontal vertical]",
        "  Text \"touch\" [gesture: DragGesture] [gesture: SimultaneousGesture<MagnifyGesture, RotationGesture>] [gesture: SequenceGesture<LongPressGesture, TapGesture>]",
        "  Color systemGroupedBackground [preferredColorScheme: dark]",
      ])
  }

  @Test func controlsContainersAndPresentationsSurviveTheWireAndKeepTheirSpelling() throws {
    #expect(
      try wired(Controls()) == [
        "VStack",
        "  TabView",
        "    Text \"Feed\"",
        "    TabBar",
        "      Tab \"Feed\" [selected]",
        "      Tab \"Search\"",
        "  DatePicker \"Day\" = \"Jan 1, 1970\"",
        "  ColorPicker \"Tint\" = \"yellow\"",
        "  Gauge \"Fuel\" = \"0.25\"",
        "  Link \"Site\"",
        "  ShareLink \"Share\"",
        "  TextEditor \"\" = \"Hi\"",
        "  AsyncImage \"https://example.com/a.png\"",
        "  Canvas",
        "  GroupBox \"Box\"",
        "    Text \"in\"",
        "  DisclosureGroup \"More\" [expanded]",
        "    Text \"details\"",
        "  Menu \"Options\"",
        "  LabeledContent \"Model\" = \"One\"",
        "  ContentUnavailableView",
        "    Label",
        "      Image \"tray\"",
        "      Text \"Nothing\"",
        "  NavigationSplitView",
        "    Text \"side\"",
        "    Text \"detail\"",
        "ActionSheet \"Pick\"",
        "  Button \"Cancel\"",
      ])
  }

  /// A shape or layout of the chapter's own is not a kind of the wire's: it is the
  /// generic kind, its type's name beside it, so the site can draw any such type.
  @Test func aCustomShapeOrLayoutIsAGenericKindNamedByItsType() throws {
    let runtime = ViewRuntime(Shapes())
    runtime.mount()
    let elements = runtime.screen()[0].children
    #expect(elements[0].kind == .customShape && elements[0].typeName == "Triangle")
    #expect(elements[1].kind == .circle && elements[1].typeName == nil)
    #expect(elements[5].kind == .path && elements[5].typeName == nil)
    #expect(elements[9].attributes.first == .clipShape(.custom("Triangle")))
    #expect(elements[14].kind == .customLayout && elements[14].typeName == "Flow")
    #expect(elements[15].kind == .hStack && elements[15].typeName == nil)
    #expect(!ScreenElementKind.allCases.map(\.rawValue).contains("Triangle"))
  }

  /// A linear gradient carries its direction and stops for the site, beyond the colours
  /// the dump prints.
  @Test func aLinearGradientCarriesItsDirectionAndStops() throws {
    let runtime = ViewRuntime(LinearGradient(colors: [.purple, .blue], startPoint: .leading, endPoint: .trailing))
    runtime.mount()
    guard case .gradient(let gradient) = runtime.screen().first?.attributes.first else {
      Issue.record("no gradient attribute")
      return
    }
    #expect(gradient.kind == .linear)
    #expect(gradient.stops == [.init(.named(.purple), at: ScreenNumber(0)), .init(.named(.blue), at: ScreenNumber(1))])
    #expect(gradient.startPoint == ScreenGradient.UnitPoint(x: ScreenNumber(0), y: ScreenNumber(0.5)))
    #expect(gradient.endPoint == ScreenGradient.UnitPoint(x: ScreenNumber(1), y: ScreenNumber(0.5)))
  }
}
