import ScenarioWire

/// A view drawn behind or in front of the modified view: `.background(_:)` and
/// `.overlay(_:)`. The layer is a view with its own identity (its state, appear
/// callbacks and tasks live as long as the modified view); the dump shows it as
/// an attribute of the modified view, `[background: Color blue]`.
struct LayerModifier<Layer: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  /// Behind or in front.
  let name: ScreenAttribute.Layer
  let layer: Layer

  func children(content: any View) -> [ChildView] {
    [ChildView(key: .content, view: content), ChildView(key: .index(1), view: layer)]
  }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    let runtime = node.runtime
    let content = node.children.filter { $0.key == .content }.flatMap { runtime.screenElements(of: $0) }
    let layer = node.children.filter { $0.key == .index(1) }.flatMap { runtime.screenElements(of: $0) }
    return content.map { $0.adding(attribute: .layer(name, layer)) }
  }
}

extension View {
  /// Fills the space behind this view with a style: `[background: red]`.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    visualAttribute(.background(AttributeFormat.style(style)))
  }

  /// Draws a view behind this one: `[background: Text "shadow"]`.
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
    modifier(LayerModifier(name: .background, layer: background))
  }

  /// Draws the views of a builder block behind this one.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(LayerModifier(name: .background, layer: content()))
  }

  /// Draws a view in front of this one: `[overlay: Text "badge"]`.
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    modifier(LayerModifier(name: .overlay, layer: overlay))
  }

  /// Draws the views of a builder block in front of this one.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(LayerModifier(name: .overlay, layer: content()))
  }

  /// Covers this view with a style: `[overlay: red]`.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    visualAttribute(.overlay(AttributeFormat.style(style)))
  }
}
