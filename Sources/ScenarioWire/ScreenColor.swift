/// A colour as the engine records it on screen, spelled by the dump and by `print`
/// as SwiftUI prints it: `red`, `#FF000080`, `50% red`.
public indirect enum ScreenColor: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The standard colours, by the name SwiftUI prints.
  public enum Name: String, Codable, Hashable, Sendable, CaseIterable {
    /// The colours SwiftUI names.
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray, black, white
    /// The colours SwiftUI names that are not hues.
    case clear, primary, secondary, accentColor
  }

  /// UIKit's system colours, which `Color(.systemGroupedBackground)` and
  /// `Color(uiColor: .secondaryLabel)` name, by their UIKit names.
  public enum SystemName: String, Codable, Hashable, Sendable, CaseIterable {
    /// Backgrounds.
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    /// Backgrounds of grouped content.
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    /// Text.
    case label, secondaryLabel, tertiaryLabel, placeholderText
    /// Separators and fills.
    case separator, systemFill, secondarySystemFill
    /// Greys.
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    /// Hues.
    case systemBlue, systemRed, systemGreen, systemOrange, systemYellow, systemPink, systemPurple, systemIndigo
    /// Hues.
    case systemTeal
    /// The tint colour.
    case tintColor
  }

  /// A standard colour.
  case named(Name)
  /// A UIKit system colour: `systemGroupedBackground`.
  case system(SystemName)
  /// A colour made of components, each 0–255: `#RRGGBBAA`.
  case components(red: UInt8, green: UInt8, blue: UInt8, opacity: UInt8)
  /// A colour from an asset catalog, by its name (its look is unknown).
  case asset(String)
  /// A colour made partly transparent: `50% red`.
  case withOpacity(percent: ScreenNumber, ScreenColor)

  /// The spelling SwiftUI prints.
  public var description: String {
    switch self {
    case .named(let name): name.rawValue
    case .system(let name): name.rawValue
    case .components(let red, let green, let blue, let opacity):
      "#"
        + [red, green, blue, opacity].map { byte in
          let digits = String(byte, radix: 16, uppercase: true)
          return digits.count == 1 ? "0" + digits : digits
        }.joined()
    case .asset(let name): name
    case .withOpacity(let percent, let color): "\(percent)% \(color)"
    }
  }
}

/// What fills or colours a view (`foregroundStyle`, `background`, `fill`): a colour,
/// the tint, a gradient, a material, or another shape style the engine only names.
public enum ScreenStyle: Codable, Hashable, Sendable, CustomStringConvertible {
  /// A colour.
  case color(ScreenColor)
  /// The current tint: `.tint`.
  case tint
  /// The foreground style itself: `.foreground`, what a shape is filled with unless
  /// told otherwise.
  case foreground
  /// A level of the foreground style below `secondary`: `tertiary`.
  case hierarchical(Level)
  /// A gradient: `LinearGradient pink purple`, or `Gradient red blue` for a bare one.
  case gradient(ScreenGradient)
  /// A colour's gentle gradient (`Color.blue.gradient`): `blue gradient`.
  case colorGradient([ScreenColor])
  /// A translucent material: `ultraThinMaterial`.
  case material(Material)
  /// Another shape style, by its description (a style of the chapter's own).
  case other(String)

  /// The levels of the foreground style after `primary` and `secondary` (which are
  /// colours).
  public enum Level: String, Codable, Hashable, Sendable, CaseIterable {
    /// The third and fourth levels, by their names.
    case tertiary, quaternary
  }

  /// The background materials, by the names the dump prints.
  public enum Material: String, Codable, Hashable, Sendable, CaseIterable {
    /// From the most translucent to the most opaque.
    case ultraThinMaterial, thinMaterial, regularMaterial, thickMaterial, ultraThickMaterial
    /// The material of bars.
    case bar
  }

  /// The spelling the dump uses: the colour's, `tint`, the gradient's kind and colours,
  /// the material's name, or the description.
  public var description: String {
    switch self {
    case .color(let color): color.description
    case .tint: "tint"
    case .foreground: "foreground"
    case .hierarchical(let level): level.rawValue
    case .gradient(let gradient): gradient.description
    case .colorGradient(let colors): colors.map(\.description).joined(separator: " ") + " gradient"
    case .material(let material): material.rawValue
    case .other(let text): text
    }
  }
}
