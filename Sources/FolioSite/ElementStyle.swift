import FolioCore
import Foundation
import ScenarioWire

/// What the frame makes of an element's visual attributes (``ScreenAttribute``):
/// CSS classes for the fonts and colours the stylesheet draws, and an inline style made
/// only of numbers and colours this type formats itself (the stylesheet's palette,
/// `#RRGGBBAA` from a colour's bytes), all chosen by the attribute's typed value, so no
/// attribute text reaches the markup unescaped and no engine spelling is parsed back.
struct ElementStyle: Equatable {
  /// Classes such as `f-title`, `w-bold`, `c-red`.
  var classes: [String] = []
  /// The inline declarations, by property: a later modifier's replaces an earlier one's.
  private var declarations: [(property: String, value: String)] = []

  /// An inline style such as `opacity:0.5` or `background:linear-gradient(…)`.
  var inlineStyle: String { declarations.map { "\($0.property):\($0.value)" }.joined(separator: ";") }

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
      case .foregroundStyle(let style): foreground(style)
      case .foregroundStyles(let styles): if let primary = styles.first { foreground(primary) }
      case .background(let style, _), .fill(let style): fill(style)
      case .gradient(let gradient): if let css = Self.css(gradient) { declare("background", css) }
      case .stroke(let style), .strokeBorder(let style?):
        classes.append("stroked")
        foreground(style)
      case .clipShape(.circle): classes.append("clip-circle")
      case .clipShape(.capsule): classes.append("clip-capsule")
      case .textCase(.uppercase): classes.append("upper")
      case .textCase(.lowercase): classes.append("lower")
      case .redacted: classes.append("redacted")
      case .hidden: classes.append("invisible")
      case .disabled: classes.append("disabled")
      case .opacity(let opacity):
        if opacity.value >= 0, opacity.value <= 1 {
          declare("opacity", "\(Double(Int((opacity.value * 100).rounded())) / 100)")
        }
      default: break
      }
    }
  }

  /// Two inline styles as one.
  static func joined(_ first: String, _ second: String) -> String {
    first.isEmpty ? second : second.isEmpty ? first : first + ";" + second
  }

  static func == (lhs: ElementStyle, rhs: ElementStyle) -> Bool {
    lhs.classes == rhs.classes && lhs.inlineStyle == rhs.inlineStyle
  }

  private mutating func declare(_ property: String, _ value: String) {
    declarations.removeAll { $0.property == property }
    declarations.append((property, value))
  }

  /// Text and outlines in a style: a colour the stylesheet draws, or a level of it.
  private mutating func foreground(_ style: ScreenStyle) {
    switch style {
    case .color(let color): if let name = Self.colorName(color) { classes.append("c-\(name)") }
    case .tint: classes.append("c-accent")
    case .hierarchical: classes.append("c-secondary")
    default: break
    }
  }

  /// A background or a shape's fill: a colour the stylesheet draws as a class, any
  /// other colour or a gradient inline, a material as the stylesheet's translucent one.
  private mutating func fill(_ style: ScreenStyle) {
    switch style {
    case .color(let color):
      if let name = Self.colorName(color) {
        classes.append("bg-\(name)")
      } else if let css = Self.cssColor(color) {
        declare("background", css)
      }
    case .tint: classes.append("bg-accent")
    case .gradient(let gradient): if let css = Self.css(gradient) { declare("background", css) }
    case .colorGradient(let colors):
      // SwiftUI's gentle gradient: the colour, lighter at the top.
      if colors.count == 1, let css = Self.cssColor(colors[0]) {
        declare("background", "linear-gradient(rgb(255 255 255 / .3), rgb(255 255 255 / 0)), \(css)")
      } else if let css = Self.css(ScreenGradient(.gradient, stops: Self.evenStops(colors))) {
        declare("background", css)
      }
    case .material: classes.append("bg-material")
    case .foreground, .hierarchical, .other: break
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

  /// The CSS name for a colour the stylesheet draws (`red`; UIKit's `systemRed` too), or
  /// `nil` for one it does not (made of components, partly transparent, from an asset
  /// catalog, clear).
  static func colorName(_ color: ScreenColor) -> String? {
    switch color {
    case .named(let name): colors.contains(name) ? (name == .accentColor ? "accent" : name.rawValue) : nil
    case .system(let name): systemHues[name]?.rawValue
    default: nil
    }
  }

  /// UIKit's system hues, as the standard colours they look like.
  static let systemHues: [ScreenColor.SystemName: ScreenColor.Name] = [
    .systemBlue: .blue, .systemRed: .red, .systemGreen: .green, .systemOrange: .orange, .systemYellow: .yellow,
    .systemPink: .pink, .systemPurple: .purple, .systemIndigo: .indigo, .systemTeal: .teal, .systemGray: .gray,
    .tintColor: .accentColor,
  ]

  /// UIKit's other system colours: the screen's own variables, and iOS's lighter greys.
  static let systemValues: [ScreenColor.SystemName: String] = [
    .systemBackground: "var(--screen-bg)", .secondarySystemBackground: "var(--screen-group)",
    .tertiarySystemBackground: "var(--screen-group)", .systemGroupedBackground: "var(--screen-group)",
    .secondarySystemGroupedBackground: "var(--screen-bg)", .tertiarySystemGroupedBackground: "var(--screen-group)",
    .label: "var(--screen-fg)", .secondaryLabel: "var(--screen-muted)", .tertiaryLabel: "var(--screen-muted)",
    .placeholderText: "var(--screen-muted)", .separator: "var(--screen-sep)", .systemFill: "var(--screen-sep)",
    .secondarySystemFill: "var(--screen-sep)", .systemGray2: "#aeaeb2", .systemGray3: "#c7c7cc",
    .systemGray4: "#d1d1d6", .systemGray5: "#e5e5ea", .systemGray6: "#f2f2f7",
  ]

  /// A colour as a CSS value: the palette's, `#RRGGBBAA` from its bytes, a system
  /// colour's, a partly transparent one mixed with transparency; `nil` for an asset
  /// catalog's, whose look is unknown.
  static func cssColor(_ color: ScreenColor) -> String? {
    switch color {
    case .named(.primary): return "var(--screen-fg)"
    case .named(.clear): return "transparent"
    case .named: break
    case .components(let red, let green, let blue, let opacity):
      return "#" + [red, green, blue, opacity].map { String(format: "%02x", $0) }.joined()
    case .system(let name): if let value = systemValues[name] { return value }
    case .asset: return nil
    case .withOpacity(let percent, let base):
      guard percent.value.isFinite, let css = cssColor(base) else { return nil }
      return "color-mix(in srgb, \(css) \(Int(min(max(percent.value, 0), 100).rounded()))%, transparent)"
    }
    guard let name = colorName(color) else { return nil }
    return SiteStylesheet.palette.first { $0.0 == name }?.1
  }

  /// A gradient as a CSS image: linear along its direction (a bare `Gradient`, top to
  /// bottom, as SwiftUI fills with one), radial, or conic from the trailing edge as
  /// SwiftUI's angular gradients start. A colour whose look is unknown is the separator
  /// grey.
  static func css(_ gradient: ScreenGradient) -> String? {
    guard !gradient.stops.isEmpty else { return nil }
    let colors = gradient.stops.map { cssColor($0.color) ?? "var(--screen-sep)" }
    if colors.count == 1 { return colors[0] }
    let stops = zip(colors, gradient.stops).map { color, stop in
      let location = stop.location.value.isFinite ? min(max(stop.location.value, 0), 1) : 0
      return "\(color) \(Int((location * 100).rounded()))%"
    }.joined(separator: ", ")
    switch gradient.kind {
    case .gradient, .linear:
      return "linear-gradient(\(degrees(from: gradient.startPoint, to: gradient.endPoint))deg, \(stops))"
    case .radial: return "radial-gradient(circle, \(stops))"
    case .elliptical: return "radial-gradient(\(stops))"
    case .angular: return "conic-gradient(from 90deg, \(stops))"
    }
  }

  /// CSS's angle for a line between unit points (0° up, 90° to the right); straight
  /// down without one.
  static func degrees(from start: ScreenGradient.UnitPoint?, to end: ScreenGradient.UnitPoint?) -> Int {
    guard let start, let end else { return 180 }
    let dx = end.x.value - start.x.value
    let dy = end.y.value - start.y.value
    guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return 180 }
    let degrees = Int((atan2(dx, -dy) * 180 / .pi).rounded())
    return (degrees + 360) % 360
  }

  /// Colours spaced evenly from 0 to 1, as `Gradient(colors:)` places them.
  static func evenStops(_ colors: [ScreenColor]) -> [ScreenGradient.Stop] {
    let last = Double(max(colors.count - 1, 1))
    return colors.enumerated().map { ScreenGradient.Stop($0.element, at: ScreenNumber(Double($0.offset) / last)) }
  }
}
