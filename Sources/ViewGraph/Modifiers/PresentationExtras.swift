/// More presentation and navigation modifiers. Pushing, URLs and the look of sheets
/// are not modelled: these are accepted and change nothing.
extension View {
  /// Stops a sheet being swiped away (no transcript action swipes: not shown).
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { inertModifier() }

  /// Shows or hides a sheet's drag indicator (not shown).
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { inertModifier() }

  /// Sets a sheet's corner radius (not shown).
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { inertModifier() }

  /// Sets a sheet's background (not shown).
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { inertModifier() }

  /// Handles a URL the app is opened with (no transcript action opens one: never runs).
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { inertModifier() }

  /// Hides the status bar (not shown).
  public func statusBarHidden(_ hidden: Bool = true) -> some View { inertModifier() }

  /// Hides the status bar (iOS 13; not shown).
  public func statusBar(hidden: Bool) -> some View { inertModifier() }

  /// Shows or hides a bar (not shown).
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { inertModifier() }

  /// Sets a bar's background (not shown).
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    inertModifier()
  }

  /// Shows or hides a bar's background (not shown).
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    inertModifier()
  }

  /// Sets a bar's colour scheme (not shown).
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
    inertModifier()
  }

  /// Sets how a form is drawn (not shown).
  public func formStyle<S: FormStyle>(_ style: S) -> some View { inertModifier() }

  /// Makes this cell span columns of a `Grid` (layout is not modelled).
  public func gridCellColumns(_ count: Int) -> some View { inertModifier() }

  /// Keeps this cell from sizing its row or column along axes (layout is not modelled).
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { inertModifier() }

  /// Aligns this cell's column (layout is not modelled).
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { inertModifier() }

  /// Anchors this cell in its space (layout is not modelled).
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View { inertModifier() }
}

/// A bar a toolbar modifier applies to.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  /// The platform decides.
  public static let automatic = ToolbarPlacement(name: "automatic")
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// The bottom bar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// How a form is drawn.
public protocol FormStyle {}

/// The platform's default form style.
public struct AutomaticFormStyle: FormStyle {
  /// Creates the style.
  public init() {}
}

/// Grouped rows.
public struct GroupedFormStyle: FormStyle {
  /// Creates the style.
  public init() {}
}

/// Labels and controls in columns.
public struct ColumnsFormStyle: FormStyle {
  /// Creates the style.
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The default style.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
  /// Grouped rows.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
  /// Columns.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}
