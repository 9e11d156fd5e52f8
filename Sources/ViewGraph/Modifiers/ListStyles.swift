/// A list style. Styles are not shown: a list reads the same in every style.
public protocol ListStyle {}

/// The platform's default list style.
public struct DefaultListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

/// A plain list.
public struct PlainListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

/// A list with grouped sections (iOS 13's `GroupedListStyle()`).
public struct GroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

/// A grouped list inset from the edges.
public struct InsetGroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

/// A list inset from the edges.
public struct InsetListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

/// A sidebar list.
public struct SidebarListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// The default style.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  /// A plain list.
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  /// A grouped list.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  /// An inset grouped list.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  /// An inset list.
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  /// A sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
  /// Sets the style of lists in this view (not shown).
  public func listStyle<S: ListStyle>(_ style: S) -> some View { inertModifier() }

  /// Shows or hides a row's separators (not shown).
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    inertModifier()
  }

  /// Sets how prominent a section's header is, `.increased` for a larger header (not
  /// shown: the dump prints headers as they are).
  public func headerProminence(_ prominence: Prominence) -> some View { inertModifier() }

  /// Tints a row's separators (not shown).
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { inertModifier() }

  /// Shows or hides a section's separators (not shown).
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    inertModifier()
  }

  /// Sets a row's insets (layout is not modelled).
  public func listRowInsets(_ insets: EdgeInsets?) -> some View { inertModifier() }

  /// Sets the spacing between rows (layout is not modelled).
  public func listRowSpacing(_ spacing: CGFloat?) -> some View { inertModifier() }

  /// Sets the spacing between sections (layout is not modelled).
  public func listSectionSpacing(_ spacing: CGFloat) -> some View { inertModifier() }
}

/// The top or bottom edge.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  case top, bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    /// Creates a set from its raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}

/// How prominent a section header is.
public enum Prominence: Hashable, Sendable {
  /// The usual header.
  case standard
  /// A larger header.
  case increased
}
