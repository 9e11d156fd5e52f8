import ScenarioWire

/// Safe areas: the parts of the screen bars and the keyboard cover. Layout is not
/// modelled, so ignoring them changes nothing; `safeAreaInset` puts a live view at an
/// edge, shown before (top, leading) or after (bottom, trailing) the content it
/// insets, where its buttons can be tapped.
extension View {
  /// Extends this view under the safe areas (not shown).
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    inertModifier()
  }

  /// Extends this view under the safe areas of some edges (iOS 13; not shown).
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { inertModifier() }

  /// Adds padding on the safe area's edges (layout is not modelled).
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { inertModifier() }

  /// Places `content` along a vertical edge, insetting this view's safe area.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(SafeAreaInsetModifier(inset: content(), first: edge == .top))
  }

  /// Places `content` along a horizontal edge, insetting this view's safe area.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(SafeAreaInsetModifier(inset: content(), first: edge == .leading))
  }
}

/// The kinds of safe area: what bars cover, and what the keyboard covers.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  /// Creates regions from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The areas bars and the device's shape cover.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The area the keyboard covers.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `safeAreaInset`: the inset view is a child with its own identity, shown next to
/// the content at its edge.
struct SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let inset: Inset
  /// Whether the inset is shown before the content (top or leading edge).
  let first: Bool

  func children(content: any View) -> [ChildView] {
    [ChildView(key: .content, view: content), ChildView(key: .index(1), view: inset)]
  }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    let content = node.runtime.screenElements(ofChild: .content, of: node)
    let inset = node.runtime.screenElements(ofChild: .index(1), of: node)
    return first ? inset + content : content + inset
  }
}
