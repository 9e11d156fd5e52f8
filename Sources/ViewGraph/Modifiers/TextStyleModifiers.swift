import ScenarioWire

/// Text styling applied to any view: recorded for the screen dump, not drawn.
extension View {
  /// Sets the font of the text in this view: shown as `[font: title]`.
  public func font(_ font: Font?) -> some View {
    visualAttribute(font.map { .font($0.screen) })
  }

  /// Sets the weight of the text in this view: shown as `[fontWeight: bold]`.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    visualAttribute(weight.map { .fontWeight($0.value) })
  }

  /// Makes the text in this view bold: shown as `[bold]`.
  public func bold(_ isActive: Bool = true) -> some View {
    visualAttribute(isActive ? .bold : nil)
  }

  /// Gives the digits of the text in this view a fixed width: accepted and not
  /// shown, as `Text.monospacedDigit()` is.
  public func monospacedDigit() -> some View { inertModifier() }

  /// Makes the text in this view italic: shown as `[italic]`.
  public func italic(_ isActive: Bool = true) -> some View {
    visualAttribute(isActive ? .italic : nil)
  }

  /// Underlines the text in this view: `[underline]` (the pattern and colour are
  /// not shown).
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
    -> some View
  {
    visualAttribute(isActive ? .underline : nil)
  }

  /// Strikes through the text in this view: `[strikethrough]`.
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
    -> some View
  {
    visualAttribute(isActive ? .strikethrough : nil)
  }

  /// Sets the colour of the text and symbols in this view: `[foregroundColor: red]`.
  public func foregroundColor(_ color: Color?) -> some View {
    visualAttribute(color.map { .foregroundColor($0.value) })
  }

  /// Sets the style of the text and symbols in this view: `[foregroundStyle: red]`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    visualAttribute(.foregroundStyle(AttributeFormat.style(style)))
  }

  /// Sets the primary and secondary styles of this view: `[foregroundStyle: primary secondary]`.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    visualAttribute(.foregroundStyles([AttributeFormat.style(primary), AttributeFormat.style(secondary)]))
  }

  /// Sets the primary, secondary and tertiary styles of this view.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  )
    -> some View
  {
    visualAttribute(
      .foregroundStyles([
        AttributeFormat.style(primary), AttributeFormat.style(secondary), AttributeFormat.style(tertiary),
      ]))
  }

  /// Limits the lines of text shown; layout is not modelled, so nothing is shown.
  public func lineLimit(_ number: Int?) -> some View { inertModifier() }

  /// Aligns multiline text; layout is not modelled, so nothing is shown.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { inertModifier() }
}

/// How the lines of multiline text are aligned (layout is not modelled).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}
