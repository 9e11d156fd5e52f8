import ScenarioWire

/// A toggle style. Built-in and custom styles are accepted and not shown: a toggle
/// reads `Toggle "Dark" = on` in every style and `toggle "Dark"` reaches it. A custom
/// style's `makeBody(configuration:)` is never called (as for `ButtonStyle`).
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// The properties of the toggle being styled.
  typealias Configuration = ToggleStyleConfiguration
  /// Makes the styled toggle.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` receives: the toggle's label and its binding.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public struct Label: View {
    let content: any View
    public typealias Body = Never
  }

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that disagree.
  public var isMixed: Bool

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
    isMixed = false
  }
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
  func children() -> [ChildView] { [ChildView(key: .content, view: content)] }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// A toggle made from a style's configuration.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

/// The platform's default toggle style.
public struct DefaultToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}
  /// The toggle itself.
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// A switch, with an optional tint (iOS 13's `SwitchToggleStyle(tint:)`).
public struct SwitchToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}
  /// Creates the style with a tint.
  public init(tint: Color) {}
  /// The toggle itself.
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// A button that shows whether it is on.
public struct ButtonToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}
  /// The toggle itself.
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// A checkbox: macOS only. Apple's SDK declares it unavailable on iOS, which the
/// engine models, so it is unavailable here too; a view's own `CheckboxToggleStyle`
/// (and its own `.checkbox`) is chosen over it, as on iOS.
@available(*, unavailable, message: "CheckboxToggleStyle is macOS only; on iOS write a ToggleStyle of your own")
public struct CheckboxToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}
  /// The toggle itself.
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default style.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
@available(*, unavailable, message: "the checkbox toggle style is macOS only; on iOS write a ToggleStyle of your own")
extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A checkbox (macOS only).
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension View {
  /// Sets the style of toggles in this view (not shown; a custom style's body never runs).
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { inertModifier() }
}
