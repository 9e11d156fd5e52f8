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

  /// A standard colour.
  case named(Name)
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
/// the tint, or another shape style the engine only names.
public enum ScreenStyle: Codable, Hashable, Sendable, CustomStringConvertible {
  /// A colour.
  case color(ScreenColor)
  /// The current tint: `.tint`.
  case tint
  /// Another shape style, by its description (a gradient, a style of the chapter's own).
  case other(String)

  /// The spelling the dump uses: the colour's, `tint`, or the description.
  public var description: String {
    switch self {
    case .color(let color): color.description
    case .tint: "tint"
    case .other(let text): text
    }
  }
}
