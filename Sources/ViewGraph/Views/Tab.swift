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

extension Tab where Label == ViewGraph.Label<Text, Image> {
  /// A tab titled with a localized key and a system symbol, selected by `value`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content) { ViewGraph.Label(titleKey, systemImage: systemImage) }
  }
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
