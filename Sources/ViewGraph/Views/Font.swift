/// A font, as a value: the standard text styles, `.system(size:)` and custom fonts,
/// with weight and trait modifiers. Fonts are not drawn; the screen dump spells
/// them as `title`, `title bold`, `system size 20 weight bold`.
public struct Font: Hashable, Sendable {
  /// The base font: a text style's name, `system size 20`, `custom Avenir size 14`.
  let base: String
  /// Traits added by modifiers, in the order they were added.
  var traits: [String] = []

  init(base: String, traits: [String] = []) {
    self.base = base
    self.traits = traits
  }

  // MARK: - Text styles

  /// The font for large titles.
  public static let largeTitle = Font(base: "largeTitle")
  /// The font for titles.
  public static let title = Font(base: "title")
  /// The font for second-level titles.
  public static let title2 = Font(base: "title2")
  /// The font for third-level titles.
  public static let title3 = Font(base: "title3")
  /// The font for headings.
  public static let headline = Font(base: "headline")
  /// The font for subheadings.
  public static let subheadline = Font(base: "subheadline")
  /// The font for body text.
  public static let body = Font(base: "body")
  /// The font for callouts.
  public static let callout = Font(base: "callout")
  /// The font for footnotes.
  public static let footnote = Font(base: "footnote")
  /// The font for captions.
  public static let caption = Font(base: "caption")
  /// The font for alternate captions.
  public static let caption2 = Font(base: "caption2")

  // MARK: - Constructed fonts

  /// The system font at a fixed size.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    var parts = ["system size \(AttributeFormat.number(size))"]
    if let weight { parts.append("weight \(weight.name)") }
    if let design { parts.append("design \(design)") }
    return Font(base: parts.joined(separator: " "))
  }

  /// The system font for a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    var parts = ["system \(style)"]
    if let design { parts.append("design \(design)") }
    if let weight { parts.append("weight \(weight.name)") }
    return Font(base: parts.joined(separator: " "))
  }

  /// A font by name at a fixed size.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(base: "custom \(name) size \(AttributeFormat.number(size))")
  }

  // MARK: - Traits

  /// This font, bold.
  public func bold() -> Font { adding("bold") }
  /// This font, italic.
  public func italic() -> Font { adding("italic") }
  /// This font with a weight.
  public func weight(_ weight: Weight) -> Font { adding("weight \(weight.name)") }
  /// This font, monospaced.
  public func monospaced() -> Font { adding("monospaced") }
  /// This font with fixed-width digits.
  public func monospacedDigit() -> Font { adding("monospacedDigit") }
  /// This font in small capitals.
  public func smallCaps() -> Font { adding("smallCaps") }

  private func adding(_ trait: String) -> Font { Font(base: base, traits: traits + [trait]) }

  // MARK: - Nested types

  /// A font weight, from ultra light to black.
  public struct Weight: Hashable, Sendable {
    let name: String
    /// The lightest weight.
    public static let ultraLight = Weight(name: "ultraLight")
    /// A thin weight.
    public static let thin = Weight(name: "thin")
    /// A light weight.
    public static let light = Weight(name: "light")
    /// The regular weight.
    public static let regular = Weight(name: "regular")
    /// A medium weight.
    public static let medium = Weight(name: "medium")
    /// A semibold weight.
    public static let semibold = Weight(name: "semibold")
    /// A bold weight.
    public static let bold = Weight(name: "bold")
    /// A heavy weight.
    public static let heavy = Weight(name: "heavy")
    /// The heaviest weight.
    public static let black = Weight(name: "black")
  }

  /// A font design.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// A dynamic text style.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }
}

extension Font: ScreenDescribable {
  var screenDescription: String { ([base] + traits).joined(separator: " ") }
}
