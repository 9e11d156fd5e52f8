import ScenarioWire

/// A button that opens a menu of actions: shown as `Menu "Options"`, and with its
/// items below it while open. `tap "Options"` opens (or closes) it; tapping one of its
/// items runs the item and closes the menu, as one event. Its items exist only while
/// it is open, so their lifetimes begin when it opens.
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?
  @State private var isOpen = false

  /// A menu with a custom label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    primaryAction = nil
  }

  /// A menu whose tap runs `primaryAction` (a long press would open it; no transcript
  /// action does).
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.content = content()
    self.label = label()
    self.primaryAction = primaryAction
  }

  /// The menu's button, and its items while open.
  public var body: some View {
    MenuControl(label: label, items: isOpen ? content : nil, isOpen: $isOpen, primaryAction: primaryAction)
  }
}

extension Menu where Label == Text {
  /// A menu titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu where Label == ViewGraph.Label<Text, Image> {
  /// A menu titled with a localized key and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { ViewGraph.Label(titleKey, systemImage: systemImage) }
  }
}

/// The control a `Menu` shows.
struct MenuControl<Label: View, Items: View>: View {
  let label: Label
  let items: Items?
  let isOpen: Binding<Bool>
  let primaryAction: (() -> Void)?
  typealias Body = Never
}

extension MenuControl: LabelledPrimitive, ControlView {
  /// The items, shown while the menu is open.
  var content: Items? { items }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: .menu, label: title(on: node), children: contentElements(on: node))]
  }

  var controlKind: ControlKind {
    if let primaryAction { return .button(primaryAction) }
    let isOpen = isOpen
    return .button { isOpen.wrappedValue.toggle() }
  }
}

extension MenuControl {
  /// Its items' taps close it.
  var closeMenu: (() -> Void)? {
    let isOpen = isOpen
    return { isOpen.wrappedValue = false }
  }
}

extension ViewNode {
  /// The open menu this node is an item of, if any: tapping it also closes the menu.
  var enclosingMenuClose: (() -> Void)? {
    var ancestor = parent
    while let node = ancestor {
      if let close = node.primitive?.closeMenu { return close }
      ancestor = node.parent
    }
    return nil
  }
}
