import ScenarioWire

/// A progress view style. Built-in and custom styles are accepted and not shown: a
/// progress view reads `ProgressView "Loading" = 0.5` in every style. A custom
/// style's `makeBody(configuration:)` is never called.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// The progress view being styled.
  typealias Configuration = ProgressViewStyleConfiguration
  /// Makes the styled progress view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ProgressViewStyle` receives: the completed fraction and the labels.
public struct ProgressViewStyleConfiguration {
  /// A progress view's label, as a view.
  public struct Label: View {
    let content: any View
    public typealias Body = Never
  }

  /// A progress view's current-value label, as a view.
  public struct CurrentValueLabel: View {
    let content: any View
    public typealias Body = Never
  }

  /// The completed fraction, from 0 to 1; `nil` when indeterminate.
  public let fractionCompleted: Double?
  /// The label, if any.
  public var label: Label?
  /// The current-value label, if any.
  public var currentValueLabel: CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: PrimitiveView {
  func children() -> [ChildView] { [ChildView(key: .content, view: content)] }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: PrimitiveView {
  func children() -> [ChildView] { [ChildView(key: .content, view: content)] }
}

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// A progress view made from a style's configuration.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.init(
      label: configuration.label ?? ProgressViewStyleConfiguration.Label(content: EmptyView()),
      fraction: configuration.fractionCompleted)
  }
}

/// The platform's default progress view style.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}
  /// The progress view itself.
  public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}
  /// Creates the style with a tint.
  public init(tint: Color) {}
  /// The progress view itself.
  public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

/// A spinner or a ring.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}
  /// Creates the style with a tint.
  public init(tint: Color) {}
  /// The progress view itself.
  public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The default style.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
  /// Sets the style of progress views in this view (not shown; a custom style's body
  /// never runs).
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { inertModifier() }
}
