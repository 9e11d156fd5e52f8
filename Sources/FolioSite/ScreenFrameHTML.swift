import FolioCore
import Foundation
import ScenarioWire

/// Draws a screen dump as a small device-like frame: stacks as rows and columns,
/// text, buttons, fields, toggles and the other primitives as their familiar shapes.
///
/// Not a layout engine: the engine models what is on screen, not where, so the frame
/// shows order and nesting with CSS flexbox and nothing more. The dump's text is the
/// frame's accessible name, so a screen reader hears exactly what the transcript
/// would print.
enum ScreenFrameHTML {
  /// The frame for the screen after a step, or an empty screen when nothing is shown.
  static func frame(_ elements: [ScreenElement], caption: String) -> String {
    let dump = ScreenDump.lines(elements).map { $0.trimmingWhitespaces() }.joined(separator: "; ")
    let label = "\(caption): \(dump.isEmpty ? "nothing on screen" : dump)"
    let content = elements.isEmpty ? "<span class=\"v-empty\">nothing on screen</span>" : nodes(elements)
    return
      "<div class=\"device\" role=\"img\" aria-label=\"\(HTML.escape(label))\"><div class=\"device-screen\">\(content)</div></div>"
  }

  private static func nodes(_ elements: [ScreenElement]) -> String {
    elements.map(node).joined()
  }

  private static func node(_ element: ScreenElement) -> String {
    let style = ElementStyle(element.attributes)
    let label = HTML.escape(element.label ?? "")
    let value = HTML.escape(element.value ?? "")
    let inner: String
    let kind: String
    switch element.kind {
    case .vStack, .lazyVStack, .scrollView, .navigationStack, .navigationView, .grid, .gridRow, .lazyVGrid:
      kind = "v-vstack"
      inner = nodes(element.children)
    case .list, .form:
      kind = "v-list"
      inner = nodes(element.children)
    case .customLayout:
      // A layout of the chapter's own is often a flow: rows that wrap.
      kind = "v-flow"
      inner = nodes(element.children)
    case .navigationSplitView:
      kind = "v-split"
      inner = nodes(element.children)
    case .tabView:
      kind = "v-tabview"
      inner = nodes(element.children)
    case .tabBar:
      kind = "v-tabbar"
      inner = nodes(element.children)
    case .tab:
      kind = element.attributes.contains(.selected) ? "v-tab on" : "v-tab"
      inner = "<span class=\"v-glyph\" aria-hidden=\"true\"></span><span class=\"v-tab-title\">\(label)</span>"
    case .groupBox:
      kind = "v-groupbox"
      inner = (label.isEmpty ? "" : "<span class=\"v-groupbox-title\">\(label)</span>") + nodes(element.children)
    case .disclosureGroup:
      kind = "v-disclosure"
      let expanded = element.attributes.contains(.expanded)
      inner =
        "<span class=\"v-disclosure-title\"><span>\(label)</span><span class=\"v-chevron\" aria-hidden=\"true\">\(expanded ? "⌄" : "›")</span></span>"
        + (expanded ? "<span class=\"v-disclosure-content\">\(nodes(element.children))</span>" : "")
    case .menu:
      kind = "v-menu"
      inner =
        "<span class=\"v-menu-title\">\(label)</span>"
        + (element.children.isEmpty ? "" : "<span class=\"v-menu-items\">\(nodes(element.children))</span>")
    case .contentUnavailableView:
      kind = "v-vstack v-unavailable"
      inner = nodes(element.children)
    case .hStack, .lazyHStack, .lazyHGrid:
      kind = "v-hstack"
      inner = nodes(element.children)
    case .zStack:
      kind = "v-zstack"
      inner = nodes(element.children)
    case .section:
      kind = "v-section"
      let header = element.label.map { "<span class=\"v-section-header\">\(HTML.escape($0))</span>" } ?? ""
      inner = header + nodes(element.children)
    case .text:
      kind = "v-text"
      inner = label
    case .footer:
      kind = "v-footer"
      inner = label
    case .button:
      kind = "v-button"
      inner = element.children.isEmpty ? label : nodes(element.children)
    case .navigationLink:
      kind = "v-link"
      inner = "<span>\(label)</span><span class=\"v-chevron\" aria-hidden=\"true\">›</span>"
    case .backButton:
      kind = "v-back"
      inner = "<span class=\"v-chevron\" aria-hidden=\"true\">‹</span><span>\(label)</span>"
    case .textEditor:
      kind = "v-field v-editor"
      inner = "<span class=\"v-field-text\">\(value)</span>"
    case .link:
      kind = "v-button"
      inner = label
    case .shareLink:
      kind = "v-button v-share"
      inner = "<span class=\"v-share-glyph\" aria-hidden=\"true\">↑</span>\(label)"
    case .asyncImage:
      // Never loaded (no network): the placeholder it shows, or SwiftUI's grey box.
      kind = "v-asyncimage"
      inner = nodes(element.children)
    case .textField, .secureField:
      kind = "v-field"
      let shown = element.kind == .secureField ? String(repeating: "•", count: (element.value ?? "").count) : value
      inner =
        (element.value ?? "").isEmpty
        ? "<span class=\"v-placeholder\">\(label)</span>" : "<span class=\"v-field-text\">\(shown)</span>"
    case .toggle:
      kind = "v-toggle"
      let on = element.value == ScreenElement.toggleValue(isOn: true)
      inner = "<span class=\"v-label\">\(label)</span><span class=\"v-switch\(on ? " on" : "")\"><span></span></span>"
    case .labeledContent:
      kind = "v-control"
      inner =
        "<span class=\"v-label\">\(label)</span>"
        + (element.value == nil
          ? "<span class=\"v-labeled\">\(nodes(element.children))</span>" : "<span class=\"v-value\">\(value)</span>")
    case .datePicker:
      kind = "v-control"
      inner = "<span class=\"v-label\">\(label)</span><span class=\"v-pill\">\(value)</span>"
    case .colorPicker:
      kind = "v-control"
      let swatch = element.color.flatMap(ElementStyle.colorName).map { " class=\"bg-\($0)\"" } ?? ""
      inner =
        "<span class=\"v-label\">\(label)</span><span class=\"v-swatch\" aria-hidden=\"true\"><span\(swatch)></span></span>"
    case .stepper:
      kind = "v-control"
      inner =
        "<span class=\"v-label\">\(label)</span><span class=\"v-value\">\(value)</span><span class=\"v-stepper\" aria-hidden=\"true\">−<i></i>+</span>"
    case .picker:
      kind = "v-control"
      inner = "<span class=\"v-label\">\(label)</span><span class=\"v-value\">\(value) ⌃⌄</span>"
    case .slider, .progressView, .gauge:
      kind = element.kind == .slider ? "v-slider" : "v-progress"
      let fraction = Double(element.value ?? "").map { min(max($0, 0), 1) }
      let width = fraction.map { "width:\(Int(($0 * 100).rounded()))%" } ?? "width:40%"
      inner =
        (label.isEmpty ? "" : "<span class=\"v-label\">\(label)</span>")
        + "<span class=\"v-track\"><span style=\"\(width)\"></span></span>"
    case .image:
      kind = "v-image"
      inner = "<span class=\"v-glyph\" aria-hidden=\"true\"></span><span class=\"v-image-name\">\(label)</span>"
    case .label:
      kind = "v-hstack v-label-row"
      inner = nodes(element.children)
    case .color:
      kind = "v-color"
      inner = ""
    case .divider:
      kind = "v-divider"
      inner = ""
    case .spacer:
      kind = "v-spacer"
      inner = ""
    case .rectangle, .roundedRectangle, .circle, .capsule, .ellipse:
      kind = "v-shape v-\(element.kind.rawValue.lowercased())"
      inner = ""
    case .path, .customShape:
      // Its outline is not recorded: a shape's box, named.
      kind = "v-shape v-custom-shape"
      inner = "<span class=\"v-shape-name\">\(HTML.escape(element.name))</span>"
    case .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient:
      // Drawn by its `[colors: …]` attribute (ElementStyle).
      kind = "v-gradient"
      inner = ""
    case .toolbar, .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog, .actionSheet, .canvas:
      kind = "v-other"
      inner =
        "<span class=\"v-kind\">\(HTML.escape(element.name))</span>"
        + (label.isEmpty ? "" : " \(label)") + nodes(element.children)
    }
    var classes = kind
    classes += style.classes.map { " " + $0 }.joined()
    var inlineStyle = style.inlineStyle
    if element.kind == .color, let color = element.color {
      if let name = ElementStyle.colorName(color) {
        classes += " bg-\(name)"
      } else if let css = ElementStyle.cssColor(color) {
        inlineStyle = ElementStyle.joined(inlineStyle, "background:\(css)")
      }
    }
    let styleAttribute = inlineStyle.isEmpty ? "" : " style=\"\(inlineStyle)\""
    let title =
      element.attributes.isEmpty
      ? "" : " title=\"\(HTML.escape(element.attributes.map(\.description).joined(separator: ", ")))\""
    return "<span class=\"\(classes)\"\(styleAttribute)\(title)>\(inner)</span>"
  }
}
