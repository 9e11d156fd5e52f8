import ScenarioWire

/// Scrolling. The engine does not scroll: all content is on screen. These modifiers
/// are accepted and change nothing, except `containerRelativeFrame`, which sizes a
/// view and is shown like `frame` (`[containerRelativeFrame: horizontal]`).
extension View {
  /// Sets when a scroll view bounces (not modelled).
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
    inertModifier()
  }

  /// Sets how a scroll view settles (not modelled).
  public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View { inertModifier() }

  /// Makes this layout's children the targets a scroll view settles on (not modelled).
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { inertModifier() }

  /// Shows or hides scroll indicators (not modelled).
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View
  {
    inertModifier()
  }

  /// Sets how scrolling dismisses the keyboard (there is no keyboard).
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { inertModifier() }

  /// Turns scrolling off (not modelled).
  public func scrollDisabled(_ disabled: Bool) -> some View { inertModifier() }

  /// Sets the scroll view's content margins (layout is not modelled).
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
  )
    -> some View
  {
    inertModifier()
  }

  /// Sets the scroll view's content margins on some edges (layout is not modelled).
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  )
    -> some View
  {
    inertModifier()
  }

  /// Sets the scroll view's content margins on every edge (layout is not modelled).
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
    inertModifier()
  }

  /// Binds the id of the view scrolled to (never written: nothing scrolls).
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
    inertModifier()
  }

  /// Sizes this view relative to its container along some axes:
  /// `[containerRelativeFrame: horizontal]`.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    visualAttribute(.containerRelativeFrame(axes.screenAxes))
  }

  /// Sizes this view to a share of its container: `[containerRelativeFrame: horizontal]`.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    visualAttribute(.containerRelativeFrame(axes.screenAxes))
  }

  /// Sizes this view from its container's length: `[containerRelativeFrame: horizontal]`.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    visualAttribute(.containerRelativeFrame(axes.screenAxes))
  }
}

extension Axis.Set {
  /// The axes as the screen records them: `horizontal`, `vertical`, or both.
  var screenAxes: ScreenAttribute.Axes {
    ScreenAttribute.Axes(horizontal: contains(.horizontal), vertical: contains(.vertical))
  }
}

/// When a scroll view bounces.
public struct ScrollBounceBehavior: Hashable, Sendable {
  let name: String
  /// The platform decides.
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  /// Always.
  public static let always = ScrollBounceBehavior(name: "always")
  /// Only when the content is larger than the view.
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// How a scroll view settles after a swipe.
public protocol ScrollTargetBehavior {}

/// Settles on whole pages.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Creates the behaviour.
  public init() {}
}

/// Settles on the views of a `scrollTargetLayout`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// Creates the behaviour.
  public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Pages.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Views.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

/// Whether scroll indicators are shown.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  /// The platform decides.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden, unless the platform insists.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String
  /// The platform decides.
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  /// As soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  /// Following the drag.
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  /// Never.
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Where content margins apply.
public struct ContentMarginPlacement: Hashable, Sendable {
  let name: String
  /// The platform decides.
  public static let automatic = ContentMarginPlacement(name: "automatic")
  /// The scrolled content.
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  /// The scroll indicators.
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// Scrolls a scroll view to a view by id: what `ScrollViewReader` passes its content.
/// Nothing scrolls in the engine (all content is on screen), so `scrollTo` does
/// nothing.
public struct ScrollViewProxy {
  /// Scrolls to the view with `id` (does nothing).
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Gives its content a proxy that scrolls to views by id. It shows nothing of its
/// own; its content keeps its place.
public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content

  /// A reader whose content receives the proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

  /// The content, given a proxy.
  public var body: some View { content(ScrollViewProxy()) }
}
