import ScenarioWire

/// A scrollable region. Scrolling is not modelled: all content is on screen, shown
/// under a `ScrollView` element.
public struct ScrollView<Content: View>: View {
  let content: Content
  /// The axes it scrolls along: unbounded there for `GeometryReader`.
  var axes: Axis.Set = .vertical
  /// Creates a scroll view; the axes and indicators do not affect behaviour.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.axes = axes
  }
  public typealias Body = Never
}

extension ScrollView: PrimitiveView, ContainerView {
  var containerKind: ScreenElementKind { .scrollView }
  var containedView: any View { content }
}
