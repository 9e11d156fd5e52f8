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

/// Navigation bar items, for their title display modes.
public enum NavigationBarItem {
  /// How a navigation title is displayed.
  public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}
