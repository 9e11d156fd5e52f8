/// A view that shows nothing.
public struct EmptyView: View, Equatable {
  /// Creates an empty view.
  public init() {}
  public typealias Body = Never
}

extension EmptyView: PrimitiveView {}

/// Views grouped without any effect on the screen; each keeps its own identity.
public struct Group<Content: View>: View {
  let content: Content
  /// Groups the views of a builder block.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
}

extension Group: PrimitiveView {
  func children() -> [ChildView] { [ChildView(key: .content, view: content)] }
}
