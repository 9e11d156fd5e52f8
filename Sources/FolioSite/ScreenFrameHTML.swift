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
      let on = element.value == ScreenElement.toggleValue(isOn: true)
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
    case .toolbar, .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog, .actionSheet, .tabView, .tabBar,
      .tab,
      .navigationSplitView, .groupBox, .disclosureGroup, .menu, .labeledContent, .contentUnavailableView, .customLayout,
      .textEditor, .datePicker, .colorPicker, .gauge, .link, .shareLink, .asyncImage, .canvas, .path, .customShape,
      .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient:
      kind = "v-other"
      inner =
        "<span class=\"v-kind\">\(HTML.escape(element.name))</span>"
        + (label.isEmpty ? "" : " \(label)") + nodes(element.children)
    }
    var classes = kind
    classes += style.classes.map { " " + $0 }.joined()
    if element.kind == .color, let color = element.color, let name = ElementStyle.colorName(color) {
      classes += " bg-\(name)"
    }
    let styleAttribute = style.inlineStyle.isEmpty ? "" : " style=\"\(style.inlineStyle)\""
    let title =
      element.attributes.isEmpty
      ? "" : " title=\"\(HTML.escape(element.attributes.map(\.description).joined(separator: ", ")))\""
    return "<span class=\"\(classes)\"\(styleAttribute)\(title)>\(inner)</span>"
  }
}

/// What the frame makes of an element's visual attributes (``ScreenAttribute``):
/// CSS classes for the fonts and colours the stylesheet draws and numbers it formats
/// itself, all chosen by the attribute's typed value, so no attribute text reaches
/// the markup unescaped and no engine spelling is parsed back.
struct ElementStyle: Equatable {
  /// Classes such as `f-title`, `w-bold`, `c-red`.
  var classes: [String] = []
  /// An inline style made only of numbers this type formatted (`opacity:0.5`).
  var inlineStyle = ""

  /// The colours the stylesheet draws (`c-red`, `bg-red`).
  static let colors: Set<ScreenColor.Name> = [
    .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray, .black,
    .white, .secondary, .accentColor,
  ]
  /// The weights drawn bold.
  static let boldWeights: Set<ScreenFont.Weight> = [.semibold, .bold, .heavy, .black]

  /// The style of `attributes`, in application order (a later one wins in CSS order).
  init(_ attributes: [ScreenAttribute]) {
    for attribute in attributes {
      switch attribute {
      case .font(let font): classes += Self.classes(of: font)
      case .fontWeight(let weight): if Self.boldWeights.contains(weight) { classes.append("w-bold") }
      case .bold: classes.append("w-bold")
      case .italic: classes.append("i")
      case .monospaced: classes.append("mono")
      case .strikethrough: classes.append("strike")
      case .underline: classes.append("under")
      case .foregroundColor(let color), .tint(let color), .accentColor(let color):
        if let name = Self.colorName(color) { classes.append("c-\(name)") }
      case .foregroundStyle(.color(let color)):
        if let name = Self.colorName(color) { classes.append("c-\(name)") }
      case .background(.color(let color), _):
        if let name = Self.colorName(color) { classes.append("bg-\(name)") }
      case .disabled: classes.append("disabled")
      case .opacity(let opacity):
        if opacity.value >= 0, opacity.value <= 1 {
          inlineStyle = "opacity:\(Double(Int((opacity.value * 100).rounded())) / 100)"
        }
      default: break
      }
    }
  }

  /// A font's classes: its text style's size, then bold, italic and monospaced when its
  /// weight, traits or design say so.
  static func classes(of font: ScreenFont) -> [String] {
    var weights: [ScreenFont.Weight] = []
    var design: ScreenFont.Design?
    var classes: [String] = []
    switch font.base {
    case .textStyle(let style): classes.append("f-\(style.rawValue)")
    case .system(_, let weight, let base), .systemStyle(_, let base, let weight):
      weights += weight.map { [$0] } ?? []
      design = base
    case .custom: break
    }
    weights += font.traits.compactMap { if case .weight(let weight) = $0 { weight } else { nil } }
    if font.traits.contains(.bold) || weights.contains(.bold) { classes.append("w-bold") }
    if font.traits.contains(.italic) { classes.append("i") }
    if font.traits.contains(.monospaced) || design == .monospaced { classes.append("mono") }
    return classes
  }

  /// The CSS name for a colour the stylesheet draws (`red`), or `nil` for one it does
  /// not (made of components, partly transparent, from an asset catalog, clear).
  static func colorName(_ color: ScreenColor) -> String? {
    guard case .named(let name) = color, colors.contains(name) else { return nil }
    return name == .accentColor ? "accent" : name.rawValue
  }
}
