import ScenarioWire

/// A label style. Built-in and custom styles are accepted and not shown: a label
/// shows its icon and title in every style, so a button labelled with it keeps its
/// title. A custom style's `makeBody(configuration:)` is never called.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// The label being styled.
  typealias Configuration = LabelStyleConfiguration
  /// Makes the styled label.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabelStyle` receives: the label's title and icon.
public struct LabelStyleConfiguration {
  /// A label's title, as a view.
  public struct Title: View {
    let content: any View
    public typealias Body = Never
  }

  /// A label's icon, as a view.
  public struct Icon: View {
    let content: any View
    public typealias Body = Never
  }

  /// The label's title.
  public var title: Title
  /// The label's icon.
  public var icon: Icon
}

extension LabelStyleConfiguration.Title: PrimitiveView {
  func children() -> [ChildView] { [ChildView(key: .content, view: content)] }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
  func children() -> [ChildView] { [ChildView(key: .content, view: content)] }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// A label made from a style's configuration.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

/// The platform's default label style.
public struct DefaultLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// The label itself.
  public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}

/// The icon only.
public struct IconOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// The icon.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The title only.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// The title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The title and the icon.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// The label itself.
  public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The default style.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon only.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title only.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// Both.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
  /// Sets the label style of labels in this view (not shown; a custom style's body
  /// never runs).
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View { inertModifier() }
}
