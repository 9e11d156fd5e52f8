/// A picker style. Styles are not shown: a picker reads the same in every style.
public protocol PickerStyle {}

/// The platform's default picker style.
public struct DefaultPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// A menu that shows the options when tapped.
public struct MenuPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// A segmented control.
public struct SegmentedPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// A scrolling wheel.
public struct WheelPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// The options inline, in a list.
public struct InlinePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// A navigation link to a list of the options.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// Radio buttons (macOS).
public struct RadioGroupPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// A palette of options.
public struct PalettePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The default style.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  /// A menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  /// A segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  /// The options inline.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A navigation link to a list of options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == RadioGroupPickerStyle {
  /// Radio buttons.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
  /// A palette.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension View {
  /// Sets the style of pickers in this view (not shown).
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { inertModifier() }
}
