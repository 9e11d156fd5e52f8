import Foundation

/// The font variations tutorials reach for after the basics: widths, leading,
/// custom fonts that scale with a text style, small capitals. The dump records a
/// font's base and the traits it shows; these are accepted and not shown (a
/// custom font that scales is shown at its size).
extension Font {
  /// The width of a font's letters.
  public struct Width: Hashable, Sendable {
    /// The width as a number, 0 for the standard width.
    public var value: CGFloat
    /// A width given as a number.
    public init(_ value: CGFloat) { self.value = value }
    /// Compressed letters.
    public static let compressed = Width(-0.3)
    /// Condensed letters.
    public static let condensed = Width(-0.2)
    /// The standard width.
    public static let standard = Width(0)
    /// Expanded letters.
    public static let expanded = Width(0.2)
  }

  /// The space between lines of a font.
  public enum Leading: Hashable, Sendable {
    case standard, tight, loose
  }

  /// This font with another width (not shown).
  public func width(_ width: Width) -> Font { self }

  /// This font with other line spacing (not shown).
  public func leading(_ leading: Leading) -> Font { self }

  /// This font in lowercase small capitals (not shown).
  public func lowercaseSmallCaps() -> Font { self }

  /// This font in uppercase small capitals (not shown).
  public func uppercaseSmallCaps() -> Font { self }

  /// A font by name that scales with a text style (shown at its size).
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    custom(name, size: size)
  }

  /// A font by name at a size that does not scale.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }
}

/// Font and letter-spacing modifiers on any view (iOS 16 and later): accepted and
/// not shown, as their `Text` forms are; layout is not modelled.
extension View {
  /// Sets the design of the font of the text in this view (not shown).
  public func fontDesign(_ design: Font.Design?) -> some View { inertModifier() }

  /// Sets the width of the font of the text in this view (not shown).
  public func fontWidth(_ width: Font.Width?) -> some View { inertModifier() }

  /// Makes the text in this view monospaced (not shown on a view; `Text.monospaced()`
  /// is).
  public func monospaced(_ isActive: Bool = true) -> some View { inertModifier() }

  /// Adds space between the characters of the text in this view (not shown).
  public func kerning(_ kerning: CGFloat) -> some View { inertModifier() }

  /// Adds tracking to the text in this view (not shown).
  public func tracking(_ tracking: CGFloat) -> some View { inertModifier() }

  /// Raises or lowers the text in this view (not shown).
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View { inertModifier() }
}

extension Text {
  /// This text in a font design (not shown).
  public func fontDesign(_ design: Font.Design?) -> Text { self }

  /// This text in a font width (not shown).
  public func fontWidth(_ width: Font.Width?) -> Text { self }

  /// This text scaled to a size class (not shown).
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }

  /// A size class for text: `.secondary` draws it smaller.
  public struct Scale: Hashable, Sendable {
    let name: String
    /// The standard size.
    public static let `default` = Scale(name: "default")
    /// Smaller than the standard size.
    public static let secondary = Scale(name: "secondary")
  }
}
