import ScenarioWire

/// A vertical stack that creates its views lazily in SwiftUI. Without scrolling
/// there is nothing to be lazy about: it behaves and shows like a `VStack`, as
/// `LazyVStack`.
public struct LazyVStack<Content: View>: View {
  let content: Content
  /// Creates a lazy vertical stack; alignment, spacing and pinning do not affect behaviour.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public typealias Body = Never
}

/// A horizontal stack that creates its views lazily in SwiftUI; shown as `LazyHStack`.
public struct LazyHStack<Content: View>: View {
  let content: Content
  /// Creates a lazy horizontal stack; alignment, spacing and pinning do not affect behaviour.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public typealias Body = Never
}

extension LazyVStack: PrimitiveView, ContainerView {
  var containerKind: ScreenElementKind { .lazyVStack }
  var containedView: any View { content }
}

extension LazyHStack: PrimitiveView, ContainerView {
  var containerKind: ScreenElementKind { .lazyHStack }
  var containedView: any View { content }
}

/// Section headers and footers that stay pinned while scrolling (not modelled).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  /// Creates a set from its raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
