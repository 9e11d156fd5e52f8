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
