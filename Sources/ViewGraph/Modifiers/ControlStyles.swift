/// Control styles. They change how controls are drawn, which the engine does not
/// model: every style is accepted and nothing is shown or run. A custom
/// `ButtonStyle`'s `makeBody(configuration:)` is therefore never called.

// MARK: - Buttons

/// A button style that draws a button's label (its body is not evaluated).
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// The properties of the button being styled.
  typealias Configuration = ButtonStyleConfiguration
  /// Makes the styled button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` receives.
public struct ButtonStyleConfiguration {
  /// The button's label.
  public let label: AnyView
  /// Whether the button is being pressed (never, in the engine).
  public let isPressed: Bool
  /// The button's role.
  public let role: ButtonRole?
}

/// A button style that defines the button's interaction as well as its look.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {}

/// The platform's default button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}
/// A bordered button.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}
/// A bordered, prominent button.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}
/// A button without a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}
/// A button drawn as its label only.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A bordered style.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A bordered, prominent style.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A borderless style.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A plain style.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

// MARK: - Text fields, pickers, toggles, lists

/// A text field style.
public protocol TextFieldStyle {}
/// The default text field style.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}
/// A text field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}
/// A text field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The default style.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// No decoration.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// A picker style: `.menu`, `.segmented`, `.wheel`, `.inline`.
public struct PickerStyleValue: Hashable, Sendable {
  let name: String
}
/// A picker style.
public protocol PickerStyle {}
extension PickerStyleValue: PickerStyle {}
extension PickerStyle where Self == PickerStyleValue {
  /// The default style.
  public static var automatic: PickerStyleValue { PickerStyleValue(name: "automatic") }
  /// A menu.
  public static var menu: PickerStyleValue { PickerStyleValue(name: "menu") }
  /// A segmented control.
  public static var segmented: PickerStyleValue { PickerStyleValue(name: "segmented") }
  /// A wheel.
  public static var wheel: PickerStyleValue { PickerStyleValue(name: "wheel") }
  /// The options inline.
  public static var inline: PickerStyleValue { PickerStyleValue(name: "inline") }
  /// A navigation link to a list of options.
  public static var navigationLink: PickerStyleValue { PickerStyleValue(name: "navigationLink") }
  /// Radio buttons.
  public static var radioGroup: PickerStyleValue { PickerStyleValue(name: "radioGroup") }
  /// A palette.
  public static var palette: PickerStyleValue { PickerStyleValue(name: "palette") }
}

/// A toggle style.
public protocol ToggleStyle {}
/// A built-in toggle style: `.switch`, `.button`, `.checkbox`.
public struct ToggleStyleValue: ToggleStyle, Hashable, Sendable {
  let name: String
}
extension ToggleStyle where Self == ToggleStyleValue {
  /// The default style.
  public static var automatic: ToggleStyleValue { ToggleStyleValue(name: "automatic") }
  /// A switch.
  public static var `switch`: ToggleStyleValue { ToggleStyleValue(name: "switch") }
  /// A button.
  public static var button: ToggleStyleValue { ToggleStyleValue(name: "button") }
  /// A checkbox.
  public static var checkbox: ToggleStyleValue { ToggleStyleValue(name: "checkbox") }
}

/// A list style.
public protocol ListStyle {}
/// A built-in list style: `.plain`, `.grouped`, `.insetGrouped`, `.inset`, `.sidebar`.
public struct ListStyleValue: ListStyle, Hashable, Sendable {
  let name: String
}
extension ListStyle where Self == ListStyleValue {
  /// The default style.
  public static var automatic: ListStyleValue { ListStyleValue(name: "automatic") }
  /// A plain list.
  public static var plain: ListStyleValue { ListStyleValue(name: "plain") }
  /// A grouped list.
  public static var grouped: ListStyleValue { ListStyleValue(name: "grouped") }
  /// An inset grouped list.
  public static var insetGrouped: ListStyleValue { ListStyleValue(name: "insetGrouped") }
  /// An inset list.
  public static var inset: ListStyleValue { ListStyleValue(name: "inset") }
  /// A sidebar.
  public static var sidebar: ListStyleValue { ListStyleValue(name: "sidebar") }
}

extension View {
  /// Sets the style of buttons in this view (not shown).
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { inertModifier() }
  /// Sets a custom style of buttons in this view (not shown; its body never runs).
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { inertModifier() }
  /// Sets the style of text fields in this view (not shown).
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { inertModifier() }
  /// Sets the style of pickers in this view (not shown).
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { inertModifier() }
  /// Sets the style of toggles in this view (not shown).
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { inertModifier() }
  /// Sets the style of lists in this view (not shown).
  public func listStyle<S: ListStyle>(_ style: S) -> some View { inertModifier() }
  /// Hides the labels of controls in this view (the dump still names them, so
  /// that actions can find them).
  public func labelsHidden() -> some View { inertModifier() }
}

/// A button's purpose: `.destructive` or `.cancel`.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  /// A button that deletes data.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels.
  public static let cancel = ButtonRole(name: "cancel")
}
