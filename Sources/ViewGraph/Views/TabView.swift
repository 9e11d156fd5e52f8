import ScenarioWire

/// Tabs, with a tab bar: shown as `TabView` holding the selected tab's content, then
/// a `TabBar` of the tabs that have a `.tabItem` label (`Tab "Feed" [selected]`).
/// `tap "Search"` selects a tab, as one event.
///
/// Each top-level view of the content is a tab (the elements of a `ForEach` too).
/// A tab is selected when its `.tag(_:)` equals the selection (a `ForEach` element's
/// id stands for its tag, as in `Picker`); without a binding, the first tab is
/// selected until another is tapped. **Modelled:** as on iOS, a tab's content is
/// created when it is first selected and kept while it is not selected, so its state
/// survives; switching tabs calls `onAppear` of the new tab's views, then
/// `onDisappear` of the old ones (tasks are cancelled and started again the same
/// way). Controls of unselected tabs are not on screen.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs whose selection is bound: tapping a tab writes its tag.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public typealias Body = Never
}

extension TabView where SelectionValue == Int {
  /// Tabs that keep their own selection, the first tab first.
  public init(@ViewBuilder content: () -> Content) {
    self.init(selection: nil, content: content)
  }
}

/// One tab: its identity, content, tag and tab bar label.
@MainActor
struct TabEntry {
  let key: AnyHashable
  let content: any View
  let tag: (any Hashable)?
  let label: (any View)?

  init(_ item: ViewListItem) {
    key = item.key
    content = item.view
    if let tab = item.view as? TabDeclaration {
      tag = tab.tabValue
      label = tab.tabLabel
    } else {
      tag = ModifierChains.first(TagDeclaration.self, in: item.view)?.declaredTag ?? item.elementID
      label = ModifierChains.first(TabItemDeclaration.self, in: item.view)?.tabItemLabel
    }
  }
}

/// What a tab view keeps between updates.
@MainActor
final class TabViewState {
  /// The tabs of the last update, in order.
  var tabs: [TabEntry] = []
  /// The tab shown now.
  var selectedKey: AnyHashable?
  /// The tab chosen by a tap when no binding holds the selection.
  var ownSelection: AnyHashable?
  /// Tabs selected at least once: their content exists.
  var visited: [AnyHashable] = []
}

extension TabView: PrimitiveView {
  func update(node: ViewNode) {
    let state = node.primitiveState as? TabViewState ?? TabViewState()
    node.primitiveState = state
    state.tabs = ViewList.items(of: content).map(TabEntry.init)
    let bound = selection.map { binding in node.readBoundValue { binding.wrappedValue } }
    let chosen: TabEntry? =
      if let bound {
        state.tabs.first { tab in
          tab.tag.map { type(of: $0) == SelectionValue.self && ($0 as? SelectionValue) == bound } ?? false
        }
      } else {
        state.tabs.first { $0.key == state.ownSelection }
      }
    let newKey = (chosen ?? state.tabs.first)?.key
    let oldKey = state.selectedKey
    state.selectedKey = newKey
    if let newKey, !state.visited.contains(newKey) { state.visited.append(newKey) }
    if oldKey != newKey, node.isAppeared {
      node.runtime.trace.use(.tabContentLifetime)
      if oldKey != nil { node.runtime.pendingOrderRules.append(.tabAppearBeforeDisappear) }
      if let oldKey, let old = node.children.first(where: { $0.key == .explicit(oldKey) }) { old.hideSubtree() }
      if let newKey, let shown = node.children.first(where: { $0.key == .explicit(newKey) }) { shown.showSubtree() }
    }
  }

  func children(node: ViewNode) -> [ChildView] {
    guard let state = node.primitiveState as? TabViewState else { return [] }
    var children = state.tabs.filter { state.visited.contains($0.key) }.map {
      ChildView(key: .explicit($0.key), view: $0.content)
    }
    let items = state.tabs.compactMap { tab -> TabBarItem? in
      guard let label = tab.label else { return nil }
      let key = tab.key
      return TabBarItem(
        key: key, label: label, isSelected: key == state.selectedKey,
        select: { [weak node] in if let node { Self.select(tab, on: node, binding: selection) } })
    }
    if !items.isEmpty { children.append(ChildView(key: .content, view: TabBar(items: items))) }
    return children
  }

  /// A tap on a tab: writes its tag to the binding, or keeps the choice itself.
  private static func select(_ tab: TabEntry, on node: ViewNode, binding: Binding<SelectionValue>?) {
    if let binding, let tag = tab.tag as? SelectionValue, type(of: tab.tag!) == SelectionValue.self {
      binding.wrappedValue = tag
    } else if let state = node.primitiveState as? TabViewState {
      state.ownSelection = tab.key
      node.markDirty()
    }
  }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    guard let state = node.primitiveState as? TabViewState else { return [] }
    let runtime = node.runtime
    let shown = state.selectedKey.map { runtime.screenElements(ofChild: .explicit($0), of: node) } ?? []
    return [ScreenElement(kind: .tabView, children: shown + runtime.screenElements(ofChild: .content, of: node))]
  }
}

/// The bar of tab items, shown as `TabBar`.
struct TabBar: View {
  let items: [TabBarItem]
  typealias Body = Never
}

extension TabBar: PrimitiveView {
  func children() -> [ChildView] { items.map { ChildView(key: .explicit($0.key), view: $0) } }
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: .tabBar, children: children)]
  }
}

/// One tab's item in the bar: a control that selects the tab when tapped.
struct TabBarItem: View {
  let key: AnyHashable
  let label: any View
  let isSelected: Bool
  let select: () -> Void
  typealias Body = Never
}

extension TabBarItem: PrimitiveView, ControlView {
  func children() -> [ChildView] { [ChildView(key: .content, view: label)] }
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: .tab, label: ScreenElement.title(of: children), attributes: isSelected ? [.selected] : [])]
  }
  var controlKind: ControlKind { .button(select) }
}

extension TabViewState: ChildHidingState {
  /// The content of a tab that is not selected is off screen.
  func hides(_ key: ChildKey) -> Bool {
    guard case .explicit(let tab) = key else { return false }
    return tab != selectedKey
  }
}

/// A `.tag(_:)` seen without its type.
@MainActor
protocol TagDeclaration {
  var declaredTag: any Hashable { get }
}

extension TagModifier: TagDeclaration {
  var declaredTag: any Hashable { tag }
}
