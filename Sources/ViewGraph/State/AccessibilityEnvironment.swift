/// The accessibility settings a view can read from the environment. The engine's
/// device has every setting off and the default text size (`.large`); a view (or a
/// test) may set any of them with `.environment(_:_:)`, and readers update as for
/// any environment value (rule 2.11).
extension EnvironmentValues {
  /// Whether the user asked for less motion; false unless set.
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }
  /// Whether the user asked for less transparency; false unless set.
  public var accessibilityReduceTransparency: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }
  /// Whether the user asked not to rely on colour alone; false unless set.
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[DifferentiateWithoutColorKey.self] }
    set { self[DifferentiateWithoutColorKey.self] = newValue }
  }
  /// Whether colours are inverted; false unless set.
  public var accessibilityInvertColors: Bool {
    get { self[InvertColorsKey.self] }
    set { self[InvertColorsKey.self] = newValue }
  }
  /// Whether an assistive technology is running; false unless set.
  public var accessibilityEnabled: Bool {
    get { self[AccessibilityEnabledKey.self] }
    set { self[AccessibilityEnabledKey.self] = newValue }
  }
  /// Whether VoiceOver is running; false unless set.
  public var accessibilityVoiceOverEnabled: Bool {
    get { self[VoiceOverKey.self] }
    set { self[VoiceOverKey.self] = newValue }
  }
  /// Whether buttons should show their shapes; false unless set.
  public var accessibilityShowButtonShapes: Bool {
    get { self[ButtonShapesKey.self] }
    set { self[ButtonShapesKey.self] = newValue }
  }
  /// The contrast the user asked for; standard unless set.
  public var colorSchemeContrast: ColorSchemeContrast {
    get { self[ContrastKey.self] }
    set { self[ContrastKey.self] = newValue }
  }
  /// The Dynamic Type size; `.large` unless set.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
  /// The text size category (iOS 13's name for the Dynamic Type size); `.large`
  /// unless set. It reads and writes the same setting as `dynamicTypeSize`.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = newValue.dynamicTypeSize }
  }
  /// The weight of text the user asked for; nil (regular) unless set.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }
}

private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverKey: EnvironmentKey { static let defaultValue = false }
private struct ButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private struct ContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = nil }

/// The contrast between colours the user asked for.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
  case standard, increased
}

/// The weight of text the user asked for.
public enum LegibilityWeight: Hashable, Sendable {
  case regular, bold
}

/// A Dynamic Type size, from extra small to the largest accessibility size.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// A text size category (iOS 13).
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
    accessibilityExtraExtraExtraLarge

  /// Whether this is one of the accessibility categories.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The category of a Dynamic Type size.
  public init(_ dynamicTypeSize: DynamicTypeSize) {
    self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize)!]
  }

  /// The Dynamic Type size of this category.
  var dynamicTypeSize: DynamicTypeSize {
    DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!]
  }
}

extension DynamicTypeSize {
  /// The Dynamic Type size of a category.
  public init?(_ sizeCategory: ContentSizeCategory) { self = sizeCategory.dynamicTypeSize }
}
