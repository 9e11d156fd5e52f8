import ScenarioWire

/// A modifier that only changes how the modified view looks. Layout and drawing are
/// not modelled; the screen dump records the modifier as an `[attribute]` suffix on
/// every element the modified view shows, in the order the modifiers were applied.
struct VisualAttributeModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  /// The attribute: `font: title`, `padding`, `opacity: 0.5` in the dump.
  /// `nil` records nothing (a `.font(nil)` or a `.bold(false)`).
  let attribute: ScreenAttribute?
  /// How the modifier changes the space offered to the modified view, for
  /// `GeometryReader` (`Views/LayoutModel.swift`); `nil` for most modifiers.
  var layout: LayoutChange? = nil

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    guard let attribute else { return children }
    return children.map { $0.adding(attribute: attribute) }
  }
}

/// A modifier that SwiftUI applies but the engine neither models nor shows
/// (button styles, picker styles, text input hints). It keeps the modified view's
/// structure as SwiftUI's does: a modifier node above the content.
struct InertModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
}

extension ScreenElement {
  /// The element with one more attribute after those it already has.
  func adding(attribute: ScreenAttribute) -> ScreenElement {
    var element = self
    element.attributes.append(attribute)
    return element
  }
}

extension View {
  /// Wraps this view in a modifier that shows `attribute` in the screen dump.
  func visualAttribute(_ attribute: ScreenAttribute?, layout: LayoutChange? = nil)
    -> ModifiedContent<Self, VisualAttributeModifier>
  {
    modifier(VisualAttributeModifier(attribute: attribute, layout: layout))
  }

  /// Wraps this view in a modifier the engine accepts and ignores.
  func inertModifier() -> ModifiedContent<Self, InertModifier> {
    modifier(InertModifier())
  }
}

/// How the engine records the values modifiers take.
enum AttributeFormat {
  /// A value given as a shape style: a colour, the tint, one of the engine's other
  /// styles (a gradient, a material), or the style's description.
  static func style(_ style: Any) -> ScreenStyle {
    if let color = style as? Color { return .color(color.value) }
    if style is TintShapeStyle { return .tint }
    if let typed = style as? ScreenStyleConvertible { return typed.screenStyle }
    return .other(String(describing: style))
  }
}

/// A shape style of the engine's that the wire knows by its type: a gradient, a
/// material, a level of the foreground style.
protocol ScreenStyleConvertible {
  /// The style as the screen records it.
  var screenStyle: ScreenStyle { get }
}

/// A value with a short spelling for the screen dump.
protocol ScreenDescribable {
  /// The spelling the dump uses (`horizontal`, `top leading`).
  var screenDescription: String { get }
}
