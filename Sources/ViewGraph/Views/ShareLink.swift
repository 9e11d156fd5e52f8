import ScenarioWire

/// A control that shares an item with the share sheet: shown as
/// `ShareLink "Share the app"`, display only (no share sheet exists). **Choice:**
/// SwiftUI's `ShareLink` is generic over `Transferable` items and previews, which
/// Linux has not; the engine takes any item, and any `SharePreview`, which it drops.
public struct ShareLink<Label: View>: View {
  let label: Label

  /// A share link with a custom label.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A share link for several items with a custom label.
  public init<Items: Sequence>(
    items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// A share link with a preview and a custom label.
  public init<Item, PreviewImage, PreviewIcon>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public typealias Body = Never
}

extension ShareLink where Label == ViewGraph.Label<Text, Image> {
  /// A share link with the standard label, `Share`.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    label = ViewGraph.Label("Share", systemImage: "square.and.arrow.up")
  }

  /// A share link titled with a localized key.
  public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
    label = ViewGraph.Label(titleKey, systemImage: "square.and.arrow.up")
  }

  /// A share link with a preview and the standard label, `Share`.
  public init<Item, PreviewImage, PreviewIcon>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(item: item, subject: subject, message: message)
  }

  /// A share link with a preview, titled with a localized key.
  public init<Item, PreviewImage, PreviewIcon>(
    _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(titleKey, item: item, subject: subject, message: message)
  }
}

extension ShareLink: PrimitiveView, ControlView {
  func children() -> [ChildView] { [ChildView(key: .content, view: label)] }
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: .shareLink, label: ScreenElement.title(of: children))]
  }
  var controlKind: ControlKind { .displayOnly }
}
