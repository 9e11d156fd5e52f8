/// A container that animates its content through phases (iOS 17), the view form
/// of `phaseAnimator`. Animations are not modelled: it shows its content at the
/// first phase, as the modifier does; a trigger changing plays nothing.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let content: Content

  /// Cycles through `phases` over and over; shows the first.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.content = content(Array(phases)[0])
  }

  /// Runs through `phases` each time `trigger` changes; shows the first.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.content = content(Array(phases)[0])
  }

  public var body: some View { content }
}

/// iOS 17–18 transitions and haptics tutorials reach for: a blur replacing a view,
/// a zoom from a tapped view into its pushed destination, feedback chosen by the
/// change. Accepted and not shown, as the engine's other transitions and haptics.
extension AnyTransition {
  /// A blur and scale as one view replaces another.
  public static let blurReplace = AnyTransition(isIdentity: false)

  /// A blur replace in a direction.
  public static func blurReplace(_ config: BlurReplaceConfiguration = .downUp) -> AnyTransition { .blurReplace }

  /// The direction of a blur replace.
  public struct BlurReplaceConfiguration: Hashable, Sendable {
    let name: String
    /// Out downwards, in upwards.
    public static let downUp = BlurReplaceConfiguration(name: "downUp")
    /// Out upwards, in upwards.
    public static let upUp = BlurReplaceConfiguration(name: "upUp")
  }
}

extension View {
  /// Marks this view as where a zoom transition starts (not shown).
  public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
    inertModifier()
  }

  /// Sets how this view is pushed or presented (not shown: transitions are not
  /// drawn).
  public func navigationTransition(_ style: some NavigationTransition) -> some View { inertModifier() }

  /// Plays the haptic feedback `feedback` returns when `trigger` changes (there is
  /// no device to vibrate; the closure is never called).
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View {
    inertModifier()
  }
}

/// How a view is pushed or presented (iOS 18).
public protocol NavigationTransition {}

/// The system's push or presentation.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// A zoom out of the view marked with `matchedTransitionSource`.
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  /// The system's push or presentation.
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  /// A zoom out of the view with `sourceID` in `namespace`.
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
    ZoomNavigationTransition()
  }
}
