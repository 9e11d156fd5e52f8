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
          kind: "VStack",
          children: [
            ScreenElement(kind: "Text", label: "Taps: 1"),
            ScreenElement(
              kind: "HStack",
              children: [ScreenElement(kind: "Button", label: "Add"), ScreenElement(kind: "Spacer")]),
            ScreenElement(kind: "TextField", label: "Name", value: ""),
            ScreenElement(kind: "TextField", label: "City", value: "Oslo"),
            ScreenElement(kind: "Toggle", label: "Dark", value: "off"),
            ScreenElement(kind: "Mystery", label: "m"),
          ])
      ], caption: "Screen after step 1")
    #expect(html.hasPrefix("<div class=\"device\" role=\"img\" aria-label=\"Screen after step 1: VStack; Text &quot;Taps: 1&quot;;"))
    #expect(html.contains("<span class=\"v-vstack\"><span class=\"v-text\">Taps: 1</span><span class=\"v-hstack\">"))
    #expect(html.contains("<span class=\"v-button\">Add</span><span class=\"v-spacer\"></span>"))
    #expect(html.contains("<span class=\"v-placeholder\">Name</span>"))
    #expect(html.contains("<span class=\"v-field-text\">Oslo</span>"))
    #expect(html.contains("<span class=\"v-switch\"><span></span></span>"))
    #expect(html.contains("<span class=\"v-kind\">Mystery</span> m"))
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

  @Test func warningsAreToldApartFromPrints() {
    #expect(ConsoleLine.isWarning("ViewGraph: still updating after 60 frames; stopped this action here."))
    #expect(ConsoleLine.isWarning("onChange(of: Int) action tried to update multiple times per frame."))
    #expect(ConsoleLine.isWarning("Modifying state during view update, this will cause undefined behavior."))
    #expect(ConsoleLine.isWarning("Publishing changes from within view updates is not allowed, this will cause undefined behavior."))
    #expect(!ConsoleLine.isWarning("body: ViewGraph: no"))
    #expect(!ConsoleLine.isWarning("3"))
  }
}
