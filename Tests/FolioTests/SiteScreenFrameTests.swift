import Foundation
import ScenarioWire
import Testing

@testable import Folio

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
    #expect(html.hasPrefix("<div class=\"device\" role=\"img\" aria-label=\"Screen after step 1: VStack; Text &quot;Taps: 1&quot;;"))
    #expect(html.contains("<span class=\"v-vstack\"><span class=\"v-text\">Taps: 1</span><span class=\"v-hstack\">"))
    #expect(html.contains("<span class=\"v-button\">Add</span><span class=\"v-spacer\"></span>"))
    #expect(html.contains("<span class=\"v-placeholder\">Name</span>"))
    #expect(html.contains("<span class=\"v-field-text\">Oslo</span>"))
    #expect(html.contains("<span class=\"v-switch\"><span></span></span>"))
    #expect(html.contains("<span class=\"v-kind\">Alert</span> m"))
  }

  @Test(arguments: [
    (["font: title", "fontWeight: bold"], ["f-title", "w-bold"], ""),
    (["foregroundStyle: red", "opacity: 0.5"], ["c-red"], "opacity:0.5"),
    (["foregroundStyle: <script>", "opacity: 1e9", "font: \"x\""], [], ""),
    (["disabled", "background: blue in Capsule"], ["disabled", "bg-blue"], ""),
  ])
  func attributesBecomeClassesFromClosedLists(attributes: [String], classes: [String], style: String) {
    let parsed = ElementStyle(attributes)
    #expect(parsed.classes == classes)
    #expect(parsed.inlineStyle == style)
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
