import ScenarioWire

/// How text is displayed: case, truncation, scaling, spacing, symbols. Layout and
/// drawing are not modelled: `textCase` is shown (`[textCase: uppercase]`, what a
/// reader sees changes); the others are accepted and not shown.
extension View {
  /// Shows the text in this view in upper or lower case: `[textCase: uppercase]`.
  public func textCase(_ textCase: Text.Case?) -> some View {
    visualAttribute(textCase.map { .textCase($0.screenCase) })
  }

  /// Sets where text that does not fit is cut (not shown).
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { inertModifier() }

  /// Lets text shrink to fit (not shown).
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { inertModifier() }

  /// Lets text tighten its letters to fit (not shown).
  public func allowsTightening(_ flag: Bool) -> some View { inertModifier() }

  /// Sets the space between lines (not shown).
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { inertModifier() }

  /// Limits text to a range of lines (not shown).
  public func lineLimit<R: RangeExpression>(_ limit: R) -> some View where R.Bound == Int { inertModifier() }

  /// Limits text to a number of lines, optionally reserving their space (not shown).
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { inertModifier() }

  /// Lets the reader select text (not shown).
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { inertModifier() }

  /// Sets how symbol images are coloured (not shown).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { inertModifier() }

  /// Sets the variant of symbol images, such as `.fill` (not shown: the dump keeps
  /// the symbol's name as written).
  public func symbolVariant(_ variant: SymbolVariants) -> some View { inertModifier() }

  /// Draws this view as a placeholder: `[redacted: placeholder]`.
  public func redacted(reason: RedactionReasons) -> some View {
    visualAttribute(reason.isEmpty ? nil : .redacted)
  }

  /// Draws this view normally inside a redacted one (not shown).
  public func unredacted() -> some View { inertModifier() }

  /// Marks this view as private, redacted in some contexts (not shown).
  public func privacySensitive(_ sensitive: Bool = true) -> some View { inertModifier() }
}

extension Text {
  /// A text case: upper or lower.
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase

    /// The case as the screen records it.
    var screenCase: ScreenAttribute.TextCase {
      switch self {
      case .uppercase: .uppercase
      case .lowercase: .lowercase
      }
    }
  }

  /// Where text that does not fit is cut.
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }
}

/// Whether text can be selected.
public protocol TextSelectability {}

/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability {}

/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Selection enabled.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Selection disabled.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// How a symbol image is coloured.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  /// One colour.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// One colour at several opacities.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Several colours from the foreground styles.
  public static let palette = SymbolRenderingMode(name: "palette")
}

/// A variant of a symbol: filled, circled, slashed, …
public struct SymbolVariants: Hashable, Sendable {
  let names: [String]
  /// No variant.
  public static let none = SymbolVariants(names: [])
  /// Filled.
  public static let fill = SymbolVariants(names: ["fill"])
  /// In a circle.
  public static let circle = SymbolVariants(names: ["circle"])
  /// In a square.
  public static let square = SymbolVariants(names: ["square"])
  /// In a rectangle.
  public static let rectangle = SymbolVariants(names: ["rectangle"])
  /// Slashed.
  public static let slash = SymbolVariants(names: ["slash"])
  /// This variant, filled.
  public var fill: SymbolVariants { SymbolVariants(names: names + ["fill"]) }
}

/// Why a view is redacted.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// Creates reasons from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Shown as a placeholder.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Private data.
  public static let privacy = RedactionReasons(rawValue: 2)
  /// Invalidated content.
  public static let invalidated = RedactionReasons(rawValue: 4)
}
