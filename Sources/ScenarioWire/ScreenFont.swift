/// A font as the engine records it on screen: a base and the traits added to it,
/// spelled by the dump as `title`, `title bold`, `system size 20 weight bold`.
public struct ScreenFont: Codable, Hashable, Sendable, CustomStringConvertible {
  /// A dynamic text style.
  public enum TextStyle: String, Codable, Hashable, Sendable, CaseIterable {
    /// SwiftUI's text styles, by their names.
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }

  /// A font weight, from ultra light to black.
  public enum Weight: String, Codable, Hashable, Sendable, CaseIterable {
    /// SwiftUI's weights, by their names.
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// A font design.
  public enum Design: String, Codable, Hashable, Sendable, CaseIterable {
    /// SwiftUI's designs, by their names.
    case `default`, serif, rounded, monospaced
  }

  /// What the font starts from.
  public enum Base: Codable, Hashable, Sendable {
    /// A text style: `title`.
    case textStyle(TextStyle)
    /// The system font at a size: `system size 20 weight bold design rounded`.
    case system(size: ScreenNumber, weight: Weight?, design: Design?)
    /// The system font for a text style: `system title design serif weight bold`.
    case systemStyle(TextStyle, design: Design?, weight: Weight?)
    /// A font by name at a size: `custom Avenir size 14`.
    case custom(name: String, size: ScreenNumber)
  }

  /// A trait a modifier adds to a font.
  public enum Trait: Codable, Hashable, Sendable {
    /// A trait without a value, by its modifier's name.
    case bold, italic, monospaced, monospacedDigit, smallCaps
    /// `weight semibold`.
    case weight(Weight)
  }

  /// What the font starts from.
  public var base: Base
  /// Traits added by modifiers, in the order they were added.
  public var traits: [Trait]

  /// Creates a font.
  public init(_ base: Base, traits: [Trait] = []) {
    self.base = base
    self.traits = traits
  }

  /// The base, then each trait: `title bold`.
  public var description: String {
    ([Self.spelling(of: base)] + traits.map(Self.spelling(of:))).joined(separator: " ")
  }

  private static func spelling(of base: Base) -> String {
    switch base {
    case .textStyle(let style): style.rawValue
    case .system(let size, let weight, let design):
      "system size \(size)" + (weight.map { " weight \($0.rawValue)" } ?? "")
        + (design.map { " design \($0.rawValue)" } ?? "")
    case .systemStyle(let style, let design, let weight):
      "system \(style.rawValue)" + (design.map { " design \($0.rawValue)" } ?? "")
        + (weight.map { " weight \($0.rawValue)" } ?? "")
    case .custom(let name, let size): "custom \(name) size \(size)"
    }
  }

  private static func spelling(of trait: Trait) -> String {
    switch trait {
    case .bold: "bold"
    case .italic: "italic"
    case .monospaced: "monospaced"
    case .monospacedDigit: "monospacedDigit"
    case .smallCaps: "smallCaps"
    case .weight(let weight): "weight \(weight.rawValue)"
    }
  }
}
