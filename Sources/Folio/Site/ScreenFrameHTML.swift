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
    let dump = ScreenDump.lines(elements).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "; ")
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
    case .textField, .secureField:
      kind = "v-field"
      let shown = element.kind == .secureField ? String(repeating: "•", count: (element.value ?? "").count) : value
      inner =
        (element.value ?? "").isEmpty
        ? "<span class=\"v-placeholder\">\(label)</span>" : "<span class=\"v-field-text\">\(shown)</span>"
    case .toggle:
      kind = "v-toggle"
      let on = element.value == "on"
      inner = "<span class=\"v-label\">\(label)</span><span class=\"v-switch\(on ? " on" : "")\"><span></span></span>"
    case .stepper:
      kind = "v-control"
      inner =
        "<span class=\"v-label\">\(label)</span><span class=\"v-value\">\(value)</span><span class=\"v-stepper\" aria-hidden=\"true\">−<i></i>+</span>"
    case .picker:
      kind = "v-control"
      inner = "<span class=\"v-label\">\(label)</span><span class=\"v-value\">\(value) ⌃⌄</span>"
    case .slider, .progressView:
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
    case .toolbar, .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog:
      kind = "v-other"
      inner =
        "<span class=\"v-kind\">\(HTML.escape(element.kind.rawValue))</span>"
        + (label.isEmpty ? "" : " \(label)") + nodes(element.children)
    }
    var classes = kind
    classes += style.classes.map { " " + $0 }.joined()
    if element.kind == .color, let label = element.label, let name = ElementStyle.colorName(label) {
      classes += " bg-\(name)"
    }
    let styleAttribute = style.inlineStyle.isEmpty ? "" : " style=\"\(style.inlineStyle)\""
    let title = element.attributes.isEmpty ? "" : " title=\"\(HTML.escape(element.attributes.joined(separator: ", ")))\""
    return "<span class=\"\(classes)\"\(styleAttribute)\(title)>\(inner)</span>"
  }
}

/// What the frame makes of an element's visual attributes (`font: title`,
/// `foregroundStyle: red`, `opacity: 0.5`): CSS classes from closed lists and
/// numbers it formats itself, so no attribute text reaches the markup unescaped.
struct ElementStyle: Equatable {
  /// Classes such as `f-title`, `w-bold`, `c-red`.
  var classes: [String] = []
  /// An inline style made only of numbers this type formatted (`opacity:0.5`).
  var inlineStyle = ""

  static let fonts: Set<String> = [
    "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
    "caption", "caption2",
  ]
  static let colors: Set<String> = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
    "gray", "black", "white", "secondary", "accentColor",
  ]

  /// The style of `attributes`, in application order (a later one wins in CSS order).
  init(_ attributes: [String]) {
    for attribute in attributes {
      let parts = attribute.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      let name = parts[0]
      let value = parts.count > 1 ? parts[1] : ""
      switch name {
      case "font":
        let words = value.split(separator: " ").map(String.init)
        if let base = words.first, Self.fonts.contains(base) { classes.append("f-\(base)") }
        if words.contains("bold") { classes.append("w-bold") }
        if words.contains("italic") { classes.append("i") }
        if words.contains("monospaced") { classes.append("mono") }
      case "fontWeight", "weight":
        if ["semibold", "bold", "heavy", "black"].contains(value) { classes.append("w-bold") }
      case "bold": classes.append("w-bold")
      case "italic": classes.append("i")
      case "monospaced", "monospacedDigit": classes.append("mono")
      case "strikethrough": classes.append("strike")
      case "underline": classes.append("under")
      case "foregroundColor", "foregroundStyle", "tint", "accentColor":
        if let color = Self.colorName(value) { classes.append("c-\(color)") }
      case "background":
        if let color = Self.colorName(value.split(separator: " ").first.map(String.init) ?? "") {
          classes.append("bg-\(color)")
        }
      case "disabled": classes.append("disabled")
      case "opacity":
        if let number = Double(value), number >= 0, number <= 1 {
          inlineStyle = "opacity:\(Double(Int((number * 100).rounded())) / 100)"
        }
      default: break
      }
    }
  }

  /// The CSS name for a colour the engine prints (`red`), or `nil` for one the
  /// stylesheet does not know.
  static func colorName(_ text: String) -> String? {
    colors.contains(text) ? (text == "accentColor" ? "accent" : text) : nil
  }
}
