import ScenarioWire

/// What a screen shows when it has nothing to show (iOS 17): shown as
/// `ContentUnavailableView` with its label, description and actions below it.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// A view with a label, a description and actions.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description, @ViewBuilder actions: () -> Actions
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public typealias Body = Never
}

extension ContentUnavailableView where Actions == EmptyView {
  /// A view with a label and a description.
  public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
    self.init(label: label, description: description, actions: { EmptyView() })
  }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
  /// A view with a label only.
  public init(@ViewBuilder label: () -> Label) {
    self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
  }
}

extension ContentUnavailableView
where Label == ViewGraph.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A view titled with a localized key and a system symbol.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { ViewGraph.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
  }

  /// A view titled with a string shown verbatim and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { ViewGraph.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
  }

  /// A view titled with a localized key and an asset image.
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: { ViewGraph.Label(title, image: name) }, description: { description }, actions: { EmptyView() })
  }

  /// The standard view for a search without results.
  public static var search: ContentUnavailableView<ViewGraph.Label<Text, Image>, Text?, EmptyView> {
    ContentUnavailableView(
      "No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
  }

  /// The standard view for a search for `text` without results.
  public static func search(text: String) -> ContentUnavailableView<ViewGraph.Label<Text, Image>, Text?, EmptyView> {
    ContentUnavailableView(
      "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}

extension ContentUnavailableView: PrimitiveView {
  func children() -> [ChildView] {
    [
      ChildView(key: .index(0), view: label), ChildView(key: .index(1), view: description),
      ChildView(key: .index(2), view: actions),
    ]
  }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: .contentUnavailableView, children: children)]
  }
}
