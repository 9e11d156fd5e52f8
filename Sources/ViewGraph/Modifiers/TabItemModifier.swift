/// `.tabItem { … }`: the label of a tab in a `TabView`'s bar. It shows nothing where
/// it is applied; the tab view reads it from the tab's content.
struct TabItemModifier<Label: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let label: Label
}

/// A `.tabItem` seen without its label's type.
@MainActor
protocol TabItemDeclaration {
  var tabItemLabel: any View { get }
}

extension TabItemModifier: TabItemDeclaration {
  var tabItemLabel: any View { label }
}

extension View {
  /// Sets the label of this view's tab in a `TabView` (usually a `Label`, or an
  /// `Image` and a `Text`).
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemModifier(label: label()))
  }

  /// Sets the style of tab views in this view (not shown: the tab bar is listed
  /// whatever the style).
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { inertModifier() }

  /// Sets the style of page indicators in this view (not shown).
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { inertModifier() }
}

/// A tab view style: `.automatic`, `.page`.
public protocol TabViewStyle {}

/// The platform's default tab view style: a tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
  /// Creates the style.
  public init() {}
}

/// Pages swiped sideways, with an index of dots.
public struct PageTabViewStyle: TabViewStyle {
  /// When the page index is shown.
  public struct IndexDisplayMode: Hashable, Sendable {
    let name: String
    /// When there is more than one page.
    public static let automatic = IndexDisplayMode(name: "automatic")
    /// Always.
    public static let always = IndexDisplayMode(name: "always")
    /// Never.
    public static let never = IndexDisplayMode(name: "never")
  }

  /// Creates the style.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The default style.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages.
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  /// Pages, with a display mode for the index.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// iOS 18's tab bar that becomes a sidebar where there is room (on the engine's
/// iPhone, a tab bar).
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// Creates the style.
  public init() {}
}

/// iOS 18's tab bar that never becomes a sidebar.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  /// Creates the style.
  public init() {}
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar that becomes a sidebar where there is room.
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// A tab bar only.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// A style of page index.
public protocol IndexViewStyle {}

/// Dots, one per page.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the index has a background.
  public struct BackgroundDisplayMode: Hashable, Sendable {
    let name: String
    /// The platform decides.
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    /// Always.
    public static let always = BackgroundDisplayMode(name: "always")
    /// While interacting.
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    /// Never.
    public static let never = BackgroundDisplayMode(name: "never")
  }

  /// Creates the style.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Dots.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  /// Dots with a background mode.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}
