/// A tab of the iOS 18 `TabView { Tab("Home", systemImage: "house") { … } }` form.
/// **Choice:** SwiftUI builds these with a `TabContentBuilder` into `TabContent`; the
/// engine makes `Tab` a view that a `TabView`'s `@ViewBuilder` accepts, read as one
/// tab with its label and value, so the same code compiles and behaves alike.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let value: Value?
  let content: Content
  let label: Label

  /// A tab with a custom label, selected when the selection equals `value`.
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.value = value
    self.content = content()
    self.label = label()
  }

  public typealias Body = Never
}

extension Tab {
  /// A tab with a custom label and a role (`.search`), selected by `value`; the
  /// role places the tab and is not shown.
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: value, content: content, label: label)
  }
}

extension Tab where Label == ViewGraph.Label<Text, Image> {
  /// A tab titled with a localized key and a system symbol, selected by `value`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content) { ViewGraph.Label(titleKey, systemImage: systemImage) }
  }

  /// A tab with a title, a system symbol and a role (`.search`), selected by
  /// `value`; the role is not shown.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey, systemImage: systemImage, value: value, content: content)
  }
}

/// What a tab is for: `.search` puts it apart at the trailing end of the tab bar.
public struct TabRole: Hashable, Sendable {
  let name: String
  /// The search tab.
  public static let search = TabRole(name: "search")
}

extension Tab where Value == Never, Label == ViewGraph.Label<Text, Image> {
  /// A tab titled with a localized key and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    value = nil
    self.content = content()
    label = ViewGraph.Label(titleKey, systemImage: systemImage)
  }
}

/// A `Tab` seen without its types.
@MainActor
protocol TabDeclaration {
  var tabValue: (any Hashable)? { get }
  var tabLabel: any View { get }
}

extension Tab: TabDeclaration {
  var tabValue: (any Hashable)? { value }
  var tabLabel: any View { label }
}

extension Tab: PrimitiveView {
  func children() -> [ChildView] { [ChildView(key: .content, view: content)] }
}
