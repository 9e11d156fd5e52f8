/// Controls shown together as one (a segmented row of buttons, a menu's inline
/// row). **Choice:** the dump shows the controls themselves, as for a `Group`, so
/// each stays tappable by its title; the group's label and style are not shown.
public struct ControlGroup<Content: View>: View {
  let content: Content

  /// A group of controls.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A group of controls with a label (used when the group collapses into a menu).
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
    self.content = content()
  }

  /// A group of controls titled with a localized key and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View { content }
}

extension View {
  /// Sets the style of control groups in this view (not shown).
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { inertModifier() }
}

/// How a control group is drawn.
public protocol ControlGroupStyle {}

/// A built-in control group style: `.automatic`, `.navigation`, `.menu`, `.compactMenu`, `.palette`.
public struct BuiltInControlGroupStyle: ControlGroupStyle, Hashable, Sendable {
  let name: String
}

extension ControlGroupStyle where Self == BuiltInControlGroupStyle {
  /// The system's style.
  public static var automatic: BuiltInControlGroupStyle { BuiltInControlGroupStyle(name: "automatic") }
  /// Buttons in a navigation bar.
  public static var navigation: BuiltInControlGroupStyle { BuiltInControlGroupStyle(name: "navigation") }
  /// A menu.
  public static var menu: BuiltInControlGroupStyle { BuiltInControlGroupStyle(name: "menu") }
  /// A compact menu.
  public static var compactMenu: BuiltInControlGroupStyle { BuiltInControlGroupStyle(name: "compactMenu") }
  /// A palette.
  public static var palette: BuiltInControlGroupStyle { BuiltInControlGroupStyle(name: "palette") }
}
