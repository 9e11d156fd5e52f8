import ScenarioWire

/// A title with an icon. Shown as a `Label` element holding its icon and its title,
/// in the order they are drawn:
///
/// ```
/// Label
///   Image "tray"
///   Text "Inbox"
/// ```
///
/// Both parts are views with their own identity; a `Button` labelled with a `Label`
/// is titled by the label's text, so `tap "Inbox"` finds it.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label with a custom title and icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public typealias Body = Never
}

extension Label where Title == Text, Icon == Image {
  /// A label from a localized title and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label from a title shown verbatim and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label from a localized title and an asset image.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// A label from a title shown verbatim and an asset image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

extension Label: PrimitiveView {
  func children() -> [ChildView] {
    [ChildView(key: .index(0), view: icon), ChildView(key: .index(1), view: title)]
  }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: .label, children: children)]
  }
}
