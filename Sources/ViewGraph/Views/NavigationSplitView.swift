import ScenarioWire

/// A navigation container with columns (iOS 16): shown as `NavigationSplitView`
/// with its sidebar, content and detail columns in order. As for `NavigationStack`,
/// navigation is not modelled: the columns show what they were built with.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content
  let detail: Detail

  /// Three columns.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// Three columns, their visibility bound (not modelled).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  public typealias Body = Never
}

extension NavigationSplitView where Content == EmptyView {
  /// A sidebar and a detail column.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }

  /// A sidebar and a detail column, their visibility bound (not modelled).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }
}

extension NavigationSplitView: PrimitiveView {
  func children() -> [ChildView] {
    [
      ChildView(key: .index(0), view: sidebar), ChildView(key: .index(1), view: content),
      ChildView(key: .index(2), view: detail),
    ]
  }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: .navigationSplitView, children: children)]
  }
}

/// Which columns of a split view are visible.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let name: String
  /// The platform decides.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The content and detail columns.
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail column only.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A split view style (not shown).
public protocol NavigationSplitViewStyle {}

/// The platform's default split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the style.
  public init() {}
}

/// Columns side by side, the detail narrower.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the style.
  public init() {}
}

/// The detail column first.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the style.
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The default style.
  public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// Balanced columns.
  public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// A prominent detail column.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

extension View {
  /// Sets the style of split views in this view (not shown).
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { inertModifier() }

  /// Sets a column's width (layout is not modelled).
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { inertModifier() }

  /// Sets a column's width range (layout is not modelled).
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    inertModifier()
  }
}
