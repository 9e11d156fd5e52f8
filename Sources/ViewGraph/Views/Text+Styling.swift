import ScenarioWire

/// `Text`'s own styling modifiers. As in SwiftUI they return a `Text`, so styled
/// texts can still be joined with `+`; the styling is shown as attributes with the
/// same spelling as the view modifiers (`[font: title]`, `[bold]`).
extension Text {
  /// This text in a font.
  public func font(_ font: Font?) -> Text { adding(font.map { .font($0.screen) }) }

  /// This text with a font weight.
  public func fontWeight(_ weight: Font.Weight?) -> Text { adding(weight.map { .fontWeight($0.value) }) }

  /// This text, bold.
  public func bold() -> Text { adding(.bold) }

  /// This text, bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { adding(isActive ? .bold : nil) }

  /// This text, italic.
  public func italic() -> Text { adding(.italic) }

  /// This text, italic when `isActive`.
  public func italic(_ isActive: Bool) -> Text { adding(isActive ? .italic : nil) }

  /// This text in a colour.
  public func foregroundColor(_ color: Color?) -> Text {
    adding(color.map { .foregroundColor($0.value) })
  }

  /// This text in a style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    adding(.foregroundStyle(AttributeFormat.style(style)))
  }

  /// This text, underlined.
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
    adding(isActive ? .underline : nil)
  }

  /// This text, struck through.
  public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
    adding(isActive ? .strikethrough : nil)
  }

  /// This text in a monospaced font.
  public func monospaced(_ isActive: Bool = true) -> Text { adding(isActive ? .monospaced : nil) }

  /// This text with fixed-width digits (not shown: it changes no content).
  public func monospacedDigit() -> Text { self }

  /// This text with extra spacing between characters (layout is not modelled).
  public func kerning(_ kerning: CGFloat) -> Text { self }

  /// This text with extra tracking (layout is not modelled).
  public func tracking(_ tracking: CGFloat) -> Text { self }

  /// This text raised or lowered (layout is not modelled).
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }

  private func adding(_ attribute: ScreenAttribute?) -> Text {
    guard let attribute else { return self }
    var text = self
    text.attributes.append(attribute)
    return text
  }
}
