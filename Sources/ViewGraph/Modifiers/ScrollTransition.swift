/// `.scrollTransition`: an effect applied to a view as it enters and leaves the
/// visible part of a scroll view. **Present and inert:** nothing scrolls in the
/// engine, so every view is at rest in the `.identity` phase, where a transition
/// shows the view as it is; the closure is never called.
extension View {
  /// Applies `transition` as this view moves through a scroll view's visible region.
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    inertModifier()
  }

  /// Applies `transition` with one configuration at the top or leading edge and
  /// another at the bottom or trailing edge.
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    inertModifier()
  }
}

/// Where a view is relative to a scroll view's visible region.
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Before the visible region (above or leading).
  case topLeading
  /// Inside the visible region.
  case identity
  /// After the visible region (below or trailing).
  case bottomTrailing

  /// Whether the view is inside the visible region.
  public var isIdentity: Bool { self == .identity }

  /// `-1` before the region, `0` inside, `1` after.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a scroll transition follows the scrolling.
public struct ScrollTransitionConfiguration: Sendable {
  let name: String

  /// The transition follows the scroll position.
  public static let interactive = ScrollTransitionConfiguration(name: "interactive")
  /// The transition animates when a threshold is crossed.
  public static let animated = ScrollTransitionConfiguration(name: "animated")
  /// No transition.
  public static let identity = ScrollTransitionConfiguration(name: "identity")

  /// The transition animates with `animation` when a threshold is crossed.
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }

  /// This configuration with an animation.
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

  /// This configuration with the visible region's threshold.
  public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration {
    self
  }

  /// How far into the visible region a view counts as inside it (not modelled:
  /// nothing scrolls).
  public struct Threshold: Sendable {
    /// As soon as any part of the view is visible.
    public static let visible = Threshold()
    /// Only when the view is hidden.
    public static let hidden = Threshold()
    /// When the view is centred in the region.
    public static let centered = Threshold()
    /// When a fraction of the view is visible.
    public static func visible(_ amount: Double) -> Threshold { Threshold() }
    /// When the view is inset by `length` points from the region's edge.
    public static func inset(by length: Double) -> Threshold { Threshold() }
  }
}
