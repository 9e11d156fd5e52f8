import ScenarioWire

/// A font, as a value: the standard text styles, `.system(size:)` and custom fonts,
/// with weight and trait modifiers. Fonts are not drawn; the screen dump spells
/// them as `title`, `title bold`, `system size 20 weight bold` (``ScreenFont``).
public struct Font: Hashable, Sendable {
  /// The font as the screen records it.
  let screen: ScreenFont

  init(_ base: ScreenFont.Base, traits: [ScreenFont.Trait] = []) {
    screen = ScreenFont(base, traits: traits)
  }

  // MARK: - Text styles

  /// The font for large titles.
  public static let largeTitle = Font(.textStyle(.largeTitle))
  /// The font for titles.
  public static let title = Font(.textStyle(.title))
  /// The font for second-level titles.
  public static let title2 = Font(.textStyle(.title2))
  /// The font for third-level titles.
  public static let title3 = Font(.textStyle(.title3))
  /// The font for headings.
  public static let headline = Font(.textStyle(.headline))
  /// The font for subheadings.
  public static let subheadline = Font(.textStyle(.subheadline))
  /// The font for body text.
  public static let body = Font(.textStyle(.body))
  /// The font for callouts.
  public static let callout = Font(.textStyle(.callout))
  /// The font for footnotes.
  public static let footnote = Font(.textStyle(.footnote))
  /// The font for captions.
  public static let caption = Font(.textStyle(.caption))
  /// The font for alternate captions.
  public static let caption2 = Font(.textStyle(.caption2))

  // MARK: - Constructed fonts

  /// The system font at a fixed size.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(.system(size: ScreenNumber(size), weight: weight?.value, design: design?.screen))
  }

  /// The system font for a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(.systemStyle(style.screen, design: design?.screen, weight: weight?.value))
  }

  /// A font by name at a fixed size.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(.custom(name: name, size: ScreenNumber(size)))
  }

  // MARK: - Traits

  /// This font, bold.
  public func bold() -> Font { adding(.bold) }
  /// This font, italic.
  public func italic() -> Font { adding(.italic) }
  /// This font with a weight.
  public func weight(_ weight: Weight) -> Font { adding(.weight(weight.value)) }
  /// This font, monospaced.
  public func monospaced() -> Font { adding(.monospaced) }
  /// This font with fixed-width digits.
  public func monospacedDigit() -> Font { adding(.monospacedDigit) }
  /// This font in small capitals.
  public func smallCaps() -> Font { adding(.smallCaps) }

  private func adding(_ trait: ScreenFont.Trait) -> Font { Font(screen.base, traits: screen.traits + [trait]) }

  // MARK: - Nested types

  /// A font weight, from ultra light to black.
  public struct Weight: Hashable, Sendable {
    let value: ScreenFont.Weight
    /// The lightest weight.
    public static let ultraLight = Weight(value: .ultraLight)
    /// A thin weight.
    public static let thin = Weight(value: .thin)
    /// A light weight.
    public static let light = Weight(value: .light)
    /// The regular weight.
    public static let regular = Weight(value: .regular)
    /// A medium weight.
    public static let medium = Weight(value: .medium)
    /// A semibold weight.
    public static let semibold = Weight(value: .semibold)
    /// A bold weight.
    public static let bold = Weight(value: .bold)
    /// A heavy weight.
    public static let heavy = Weight(value: .heavy)
    /// The heaviest weight.
    public static let black = Weight(value: .black)
  }

  /// A font design.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced

    /// The design as the screen records it.
    var screen: ScreenFont.Design {
      switch self {
      case .default: .default
      case .serif: .serif
      case .rounded: .rounded
      case .monospaced: .monospaced
      }
    }
  }

  /// A dynamic text style.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The text style as the screen records it.
    var screen: ScreenFont.TextStyle {
      switch self {
      case .largeTitle: .largeTitle
      case .title: .title
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption
      case .caption2: .caption2
      }
    }
  }
}
