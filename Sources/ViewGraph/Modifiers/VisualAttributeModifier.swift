import ScenarioWire

/// A modifier that only changes how the modified view looks. Layout and drawing are
/// not modelled; the screen dump records the modifier as an `[attribute]` suffix on
/// every element the modified view shows, in the order the modifiers were applied.
struct VisualAttributeModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  /// The suffix text, without brackets: `font: title`, `padding`, `opacity: 0.5`.
  /// `nil` records nothing (a `.font(nil)` or a `.bold(false)`).
  let attribute: String?
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
  func adding(attribute: String) -> ScreenElement {
    var element = self
    element.attributes.append(attribute)
    return element
  }
}

extension View {
  /// Wraps this view in a modifier that shows `attribute` in the screen dump.
  func visualAttribute(_ attribute: String?, layout: LayoutChange? = nil) -> ModifiedContent<Self, VisualAttributeModifier> {
    modifier(VisualAttributeModifier(attribute: attribute, layout: layout))
  }

  /// Wraps this view in a modifier the engine accepts and ignores.
  func inertModifier() -> ModifiedContent<Self, InertModifier> {
    modifier(InertModifier())
  }
}

/// How attribute values are spelled in the screen dump: short and stable.
enum AttributeFormat {
  /// A number without a needless fraction: `8`, `0.5`, `infinity`.
  static func number<T: BinaryFloatingPoint>(_ value: T) -> String {
    let double = Double(value)
    if double.isInfinite { return double < 0 ? "-infinity" : "infinity" }
    if double.isNaN { return "nan" }
    if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
    return String(double)
  }

  /// A value given as a shape style: a colour's name, or the style's description.
  static func style(_ style: Any) -> String {
    if let describable = style as? ScreenDescribable { return describable.screenDescription }
    return String(describing: style)
  }
}

/// A value with a short spelling for the screen dump.
protocol ScreenDescribable {
  /// The spelling the dump uses (`red`, `title bold`).
  var screenDescription: String { get }
}
