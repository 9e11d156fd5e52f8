import Foundation
import ScenarioWire
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

@Suite struct SiteScreenFrameTests {
  @Test func frameDrawsStacksAndControls() {
    let html = ScreenFrameHTML.frame(
      [
        ScreenElement(
          kind: .vStack,
          children: [
            ScreenElement(kind: .text, label: "Taps: 1"),
            ScreenElement(
              kind: .hStack,
              children: [ScreenElement(kind: .button, label: "Add"), ScreenElement(kind: .spacer)]),
            ScreenElement(kind: .textField, label: "Name", value: ""),
            ScreenElement(kind: .textField, label: "City", value: "Oslo"),
            ScreenElement(kind: .toggle, label: "Dark", value: "off"),
            ScreenElement(kind: .alert, label: "m"),
          ])
      ], caption: "Screen after step 1")
    #expect(
      html.hasPrefix(
        "<div class=\"device\" role=\"img\" aria-label=\"Screen after step 1: VStack; Text &quot;Taps: 1&quot;;"))
    #expect(html.contains("<span class=\"v-vstack\"><span class=\"v-text\">Taps: 1</span><span class=\"v-hstack\">"))
    #expect(html.contains("<span class=\"v-button\">Add</span><span class=\"v-spacer\"></span>"))
    #expect(html.contains("<span class=\"v-placeholder\">Name</span>"))
    #expect(html.contains("<span class=\"v-field-text\">Oslo</span>"))
    #expect(html.contains("<span class=\"v-switch\"><span></span></span>"))
    #expect(html.contains("<span class=\"v-kind\">Alert</span> m"))
  }

  static let title = ScreenFont(.textStyle(.title))

  @Test(arguments: [
    ([ScreenAttribute.font(title), .fontWeight(.bold)], ["f-title", "w-bold"], ""),
    ([.foregroundStyle(.color(.named(.red))), .opacity(ScreenNumber(0.5))], ["c-red"], "opacity:0.5"),
    (
      [
        .foregroundStyle(.other("<script>")), .opacity(ScreenNumber(1e9)),
        .font(ScreenFont(.custom(name: "\"x\"", size: ScreenNumber(9)))),
      ], [], ""
    ),
    ([.disabled, .background(.color(.named(.blue)), shape: .capsule)], ["disabled", "bg-blue"], ""),
    (
      [.font(ScreenFont(.system(size: ScreenNumber(20), weight: .bold, design: .monospaced), traits: [.italic]))],
      ["w-bold", "i", "mono"], ""
    ),
    (
      [.font(ScreenFont(.textStyle(.caption), traits: [.weight(.bold)])), .fontWeight(.light)],
      ["f-caption", "w-bold"], ""
    ),
    (
      [.tint(.named(.accentColor)), .foregroundColor(.named(.clear)), .accentColor(.named(.green))],
      ["c-accent", "c-green"], ""
    ),
  ])
  func attributesBecomeClassesByTheirTypedValue(attributes: [ScreenAttribute], classes: [String], style: String) {
    let parsed = ElementStyle(attributes)
    #expect(parsed.classes == classes)
    #expect(parsed.inlineStyle == style)
  }

  /// Only a colour the engine names is drawn as that colour: one that is spelled like it
  /// (an asset named `red`, a partly transparent red, a layer showing `Color red`) is not.
  @Test(arguments: [
    ScreenColor.asset("red"), .withOpacity(percent: ScreenNumber(50), .named(.red)),
    .components(red: 255, green: 0, blue: 0, opacity: 255),
  ])
  func onlyANamedColourIsStyledAsIt(color: ScreenColor) {
    #expect(ElementStyle([.foregroundColor(color), .background(.color(color))]).classes.isEmpty)
    #expect(
      ElementStyle([.layer(.background, [ScreenElement(kind: .color, label: "red", color: .named(.red))])]).classes
        .isEmpty)
    #expect(ElementStyle([.foregroundColor(.named(.red))]).classes == ["c-red"])
  }

  @Test func aColourElementIsFilledByItsTypedColour() {
    let red = ScreenFrameHTML.frame([ScreenElement(kind: .color, label: "red", color: .named(.red))], caption: "c")
    #expect(red.contains("<span class=\"v-color bg-red\"></span>"))
    let asset = ScreenFrameHTML.frame([ScreenElement(kind: .color, label: "red", color: .asset("red"))], caption: "c")
    #expect(asset.contains("<span class=\"v-color\"></span>"))
  }

  /// Each primitive of the SwiftUI surface has a drawing of its own; only presentations
  /// and a canvas, whose content is not recorded, are the generic labelled box.
  @Test func theSurfacePrimitivesAreDrawnAsThemselves() {
    let generic: Set<ScreenElementKind> = [
      .toolbar, .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog, .actionSheet, .canvas,
    ]
    for kind in ScreenElementKind.allCases {
      let html = ScreenFrameHTML.frame([ScreenElement(kind: kind, label: "x")], caption: "c")
      #expect(html.contains("v-other") == generic.contains(kind), "\(kind)")
    }
  }

  @Test func aTabViewShowsItsBarWithTheSelectedTabTinted() {
    let html = ScreenFrameHTML.frame(
      [
        ScreenElement(
          kind: .tabView,
          children: [
            ScreenElement(kind: .text, label: "Feed page"),
            ScreenElement(
              kind: .tabBar,
              children: [
                ScreenElement(kind: .tab, label: "Feed", attributes: [.selected]),
                ScreenElement(kind: .tab, label: "Search"),
              ]),
          ])
      ], caption: "c")
    #expect(
      html.contains(
        "<span class=\"v-tabview\"><span class=\"v-text\">Feed page</span><span class=\"v-tabbar\"><span class=\"v-tab on\" title=\"selected\">"
      ))
    #expect(
      html.contains(
        "<span class=\"v-tab\"><span class=\"v-glyph\" aria-hidden=\"true\"></span><span class=\"v-tab-title\">Search</span></span>"
      ))
  }

  @Test func controlsOfTheSurfaceShowTheirValues() {
    let frame = { (element: ScreenElement) in ScreenFrameHTML.frame([element], caption: "c") }
    #expect(
      frame(ScreenElement(kind: .datePicker, label: "Day", value: "Jan 1, 2025")).contains(
        "<span class=\"v-label\">Day</span><span class=\"v-pill\">Jan 1, 2025</span>"))
    #expect(
      frame(ScreenElement(kind: .colorPicker, label: "Tint", value: "yellow", color: .named(.yellow))).contains(
        "<span class=\"v-swatch\" aria-hidden=\"true\"><span class=\"bg-yellow\"></span></span>"))
    #expect(frame(ScreenElement(kind: .gauge, label: "Fuel", value: "0.25")).contains("style=\"width:25%\""))
    #expect(
      frame(ScreenElement(kind: .labeledContent, label: "Model", value: "One")).contains(
        "<span class=\"v-label\">Model</span><span class=\"v-value\">One</span>"))
    let collapsed = frame(
      ScreenElement(kind: .disclosureGroup, label: "More", children: [ScreenElement(kind: .text, label: "hidden")]))
    #expect(collapsed.contains("›") && !collapsed.contains("v-disclosure-content"))
    let expanded = frame(
      ScreenElement(
        kind: .disclosureGroup, label: "More", attributes: [.expanded],
        children: [ScreenElement(kind: .text, label: "details")]))
    #expect(expanded.contains("⌄</span></span><span class=\"v-disclosure-content\"><span class=\"v-text\">details"))
  }

  /// A shape or layout of the chapter's own is drawn generically, named by its type,
  /// and the name is text, never markup.
  @Test func aCustomShapeIsAShapeBoxNamedByItsEscapedType() {
    let html = ScreenFrameHTML.frame(
      [
        ScreenElement(kind: .customShape, typeName: "Wedge<Int>", attributes: [.fill(.color(.named(.orange)))]),
        ScreenElement(kind: .customLayout, typeName: "Flow", children: [ScreenElement(kind: .text, label: "a")]),
      ], caption: "c")
    #expect(
      html.contains(
        "<span class=\"v-shape v-custom-shape bg-orange\" title=\"fill: orange\"><span class=\"v-shape-name\">Wedge&lt;Int&gt;</span></span>"
      ))
    #expect(html.contains("<span class=\"v-flow\"><span class=\"v-text\">a</span></span>"))
    #expect(html.contains("aria-label=\"c: Wedge&lt;Int&gt; [fill: orange]; Flow; Text &quot;a&quot;\""))
  }

  static let purpleToBlue = ScreenGradient(
    .linear, stops: [.init(.named(.purple), at: ScreenNumber(0)), .init(.asset("Brand\""), at: ScreenNumber(1))],
    startPoint: .init(x: ScreenNumber(0), y: ScreenNumber(0.5)),
    endPoint: .init(x: ScreenNumber(1), y: ScreenNumber(0.5)))

  @Test(arguments: [
    (
      [ScreenAttribute.gradient(purpleToBlue)], [String](),
      "background:linear-gradient(90deg, #af52de 0%, var(--screen-sep) 100%)"
    ),
    (
      [
        .gradient(
          ScreenGradient(
            .angular,
            stops: [.init(.named(.red), at: ScreenNumber(0)), .init(.system(.systemGreen), at: ScreenNumber(1))]))
      ],
      [], "background:conic-gradient(from 90deg, #ff3b30 0%, #34c759 100%)"
    ),
    (
      [.fill(.colorGradient([.named(.blue)]))], [],
      "background:linear-gradient(rgb(255 255 255 / .3), rgb(255 255 255 / 0)), #007aff"
    ),
    ([.fill(.color(.components(red: 255, green: 128, blue: 0, opacity: 255)))], [], "background:#ff8000ff"),
    (
      [.background(.material(.ultraThinMaterial)), .stroke(.color(.named(.red)))], ["bg-material", "stroked", "c-red"],
      ""
    ),
    ([.strokeBorder(.tint), .clipShape(.circle), .hidden], ["stroked", "c-accent", "clip-circle", "invisible"], ""),
    (
      [.textCase(.uppercase), .redacted, .foregroundStyles([.color(.system(.systemRed)), .hierarchical(.tertiary)])],
      ["upper", "redacted", "c-red"], ""
    ),
    (
      [
        .opacity(ScreenNumber(0.5)), .background(.color(.system(.systemGroupedBackground))),
        .opacity(ScreenNumber(0.25)),
      ], [], "background:var(--screen-group);opacity:0.25"
    ),
  ])
  func surfaceAttributesAreDrawnFromTheirTypedValues(attributes: [ScreenAttribute], classes: [String], style: String) {
    let parsed = ElementStyle(attributes)
    #expect(parsed.classes == classes)
    #expect(parsed.inlineStyle == style)
  }

  @Test(arguments: [
    (
      ScreenGradient.UnitPoint(x: ScreenNumber(0.5), y: ScreenNumber(0)),
      ScreenGradient.UnitPoint(x: ScreenNumber(0.5), y: ScreenNumber(1)), 180
    ),
    (.init(x: ScreenNumber(0), y: ScreenNumber(1)), .init(x: ScreenNumber(1), y: ScreenNumber(0)), 45),
    (.init(x: ScreenNumber(1), y: ScreenNumber(0.5)), .init(x: ScreenNumber(0), y: ScreenNumber(0.5)), 270),
    (.init(x: ScreenNumber(0.5), y: ScreenNumber(0.5)), .init(x: ScreenNumber(0.5), y: ScreenNumber(0.5)), 180),
  ])
  func aLinearGradientRunsFromItsStartPointToItsEndPoint(
    start: ScreenGradient.UnitPoint, end: ScreenGradient.UnitPoint, degrees: Int
  ) {
    #expect(ElementStyle.degrees(from: start, to: end) == degrees)
  }

  @Test func emptyScreenSaysSo() {
    #expect(ScreenFrameHTML.frame([], caption: "After").contains("nothing on screen"))
  }

  @Test(arguments: [
    (OutputKind.plain, "<span class=\"line\">"),
    (.swiftUIWarning, "<span class=\"line warning\" title=\"SwiftUI's console warning\">"),
    (.engineNote, "<span class=\"line warning engine\" title=\"The engine's own message\">"),
  ])
  func siteStylesALineByItsKindNotItsText(kind: OutputKind, opening: String) {
    for text in ["ViewGraph: still updating after 60 frames; stopped this action here.", "Modifying state", "3"] {
      #expect(ConsoleLine.html(text, kind: kind) == opening + HTML.escape(text) + "</span>")
    }
  }
}
