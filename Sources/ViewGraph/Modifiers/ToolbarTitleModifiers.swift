/// Bars and titles as iOS 17 sets them: the title's display mode and the toolbar's
/// role. Accepted and not shown (the dump shows a title, not its size).
extension View {
  /// Sets how the navigation title is shown (not shown).
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { inertModifier() }

  /// Sets the toolbar's role, which places its items (not shown).
  public func toolbarRole(_ role: ToolbarRole) -> some View { inertModifier() }

  /// Adds a menu to the navigation title (no transcript action opens it: not shown).
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { inertModifier() }
}

/// How a navigation title is shown.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  let name: String
  /// The system's choice.
  public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
  /// Large, below the bar.
  public static let large = ToolbarTitleDisplayMode(name: "large")
  /// Large, in the bar.
  public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
  /// Small, in the bar.
  public static let inline = ToolbarTitleDisplayMode(name: "inline")
}

/// What a toolbar is for.
public struct ToolbarRole: Hashable, Sendable {
  let name: String
  /// The system's choice.
  public static let automatic = ToolbarRole(name: "automatic")
  /// A navigation stack's bar.
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  /// A browser's bar.
  public static let browser = ToolbarRole(name: "browser")
  /// An editor's bar: the title at the leading edge.
  public static let editor = ToolbarRole(name: "editor")
}
