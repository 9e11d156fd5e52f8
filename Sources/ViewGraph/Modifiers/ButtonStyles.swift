import ScenarioWire

/// Button styles. They change how buttons are drawn, which the engine does not
/// model: every style is accepted and nothing is shown or run. A custom
/// `ButtonStyle`'s `makeBody(configuration:)` is therefore never called. The other
/// controls' styles follow the same rule (`ToggleStyles.swift`, `LabelStyles.swift`, …).

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

extension View {
  /// Sets the style of buttons in this view (not shown).
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { inertModifier() }
  /// Sets a custom style of buttons in this view (not shown; its body never runs).
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { inertModifier() }
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

/// The size of controls: `.controlSize(.large)` (not shown).
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

/// The shape of a bordered button's border (not shown).
public struct ButtonBorderShape: Hashable, Sendable {
  let name: String
  /// The platform's default.
  public static let automatic = ButtonBorderShape(name: "automatic")
  /// A capsule.
  public static let capsule = ButtonBorderShape(name: "capsule")
  /// A rounded rectangle.
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  /// A circle.
  public static let circle = ButtonBorderShape(name: "circle")
  /// A rounded rectangle with a radius.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle \(ScreenNumber(radius))")
  }
}

extension View {
  /// Sets the size of controls in this view (not shown).
  public func controlSize(_ controlSize: ControlSize) -> some View { inertModifier() }

  /// Sets the border shape of bordered buttons in this view (not shown).
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { inertModifier() }
}
