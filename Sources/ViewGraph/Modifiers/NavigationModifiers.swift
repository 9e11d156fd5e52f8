import ScenarioWire

/// Navigation bar configuration, recorded on the view it is applied to (usually the
/// root of a `NavigationStack`'s content): `[navigationTitle: "Fruits"]`.
extension View {
  /// Sets the navigation title from a localized key.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    visualAttribute(.navigationTitle(titleKey.resolved))
  }

  /// Sets the navigation title from a string, shown verbatim.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    visualAttribute(.navigationTitle(String(title)))
  }

  /// Sets the navigation title from a text.
  public func navigationTitle(_ title: Text) -> some View {
    visualAttribute(.navigationTitle(title.content))
  }

  /// Sets how the navigation title is displayed (not shown).
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    inertModifier()
  }
}

extension View {
  /// Sets the navigation bar's title, the iOS 13 way (`navigationTitle` since iOS
  /// 14): shown like it, `[navigationTitle: "Fruits"]`.
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

  /// Sets the navigation bar's title from a localized key (iOS 13).
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }

  /// Sets the navigation bar's title from a string shown verbatim (iOS 13).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

  /// Sets the navigation bar's title and how it is displayed (iOS 13; the mode is
  /// not shown).
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title)
  }

  /// Sets the navigation bar's title from a localized key, and how it is displayed.
  public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    navigationTitle(titleKey)
  }

  /// Sets the navigation bar's title from a string, and how it is displayed.
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    navigationTitle(title)
  }

  /// Puts views at both ends of the navigation bar (iOS 13; `toolbar` since iOS 14):
  /// they are on screen as a `Toolbar` element, leading first, and can be tapped.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    modifier(ToolbarModifier(items: TupleView((leading, trailing))))
  }

  /// Puts views at the leading end of the navigation bar (iOS 13).
  public func navigationBarItems<L: View>(leading: L) -> some View { modifier(ToolbarModifier(items: leading)) }

  /// Puts views at the trailing end of the navigation bar (iOS 13).
  public func navigationBarItems<T: View>(trailing: T) -> some View { modifier(ToolbarModifier(items: trailing)) }

  /// Hides the navigation bar (not shown: the dump has no bar to hide).
  public func navigationBarHidden(_ hidden: Bool) -> some View { inertModifier() }

  /// Hides the back button (not shown: the dump still shows `BackButton`).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { inertModifier() }

  /// Sets the style of navigation views in this view (not shown).
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { inertModifier() }
}

/// A navigation view style: `.stack`, `.columns`.
public protocol NavigationViewStyle {}

/// The platform's default navigation view style.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// One view at a time, pushed and popped.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// Columns side by side where there is room.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The default style.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// The stack style.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  /// The columns style.
  public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

/// Navigation bar items, for their title display modes.
public enum NavigationBarItem {
  /// How a navigation title is displayed.
  public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}
