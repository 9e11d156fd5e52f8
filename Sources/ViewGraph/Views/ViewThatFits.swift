/// The first of its views that fits the space, as iOS 16 chooses. Layout is not
/// modelled, so the engine shows the first view (the one a wide enough screen
/// shows); the others are never built. It shows nothing of its own.
public struct ViewThatFits<Content: View>: View {
  let content: Content

  /// Chooses among the views of `content` along `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public typealias Body = Never
}

extension ViewThatFits: PrimitiveView {
  func children() -> [ChildView] {
    guard let first = ViewList.items(of: content).first else { return [] }
    return [ChildView(key: .explicit(first.key), view: first.view)]
  }
}
