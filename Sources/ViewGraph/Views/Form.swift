import ScenarioWire

/// A container of controls for data entry: shown as `Form` with its content below.
public struct Form<Content: View>: View {
  let content: Content
  /// Creates a form.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
}

extension Form: PrimitiveView, ContainerView {
  var containerKind: ScreenElementKind { .form }
  var containedView: any View { content }
}
