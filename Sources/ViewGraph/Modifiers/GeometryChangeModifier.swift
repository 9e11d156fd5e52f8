/// `.onGeometryChange(for:of:action:)`: a value computed from the modified view's
/// geometry, and an action run when it changes.
///
/// **Modelled:** the proxy is the one a `GeometryReader` in the modified view's place
/// would get from the layout model (`LayoutModel.placement(ofContentOf:)`: the space
/// offered there, sized by the `.frame`s the view has outermost). Like a preference
/// reader, it is settled once per render after the appear callbacks are queued; the
/// action is queued when the value differs from the one last delivered, and the first
/// value is always delivered (for the two-value action, as both old and new).
struct GeometryChangeReader<Value: Equatable>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let transform: (GeometryProxy) -> Value
  let action: (_ oldValue: Value, _ newValue: Value) -> Void

  func update(node: ViewNode) {
    if let state = node.primitiveState as? GeometryChangeState<Value> {
      state.transform = transform
      state.action = action
    } else {
      node.primitiveState = GeometryChangeState(transform: transform, action: action)
    }
    node.runtime.registerScreenWide(node)
  }
}

/// What a geometry reader delivered last, and its latest closures.
@MainActor
final class GeometryChangeState<Value: Equatable>: ScreenWideState {
  var transform: (GeometryProxy) -> Value
  var action: (Value, Value) -> Void
  private var delivered: Value?

  init(transform: @escaping (GeometryProxy) -> Value, action: @escaping (Value, Value) -> Void) {
    self.transform = transform
    self.action = action
  }

  func settle(on node: ViewNode) {
    let value = transform(GeometryProxy(placement: LayoutModel.placement(ofContentOf: node)))
    guard value != delivered else { return }
    let old = delivered ?? value
    delivered = value
    let action = action
    node.runtime.trace.use(.preferenceDeliveryTiming)
    node.runtime.actionQueue.append { action(old, value) }
  }
}

extension LayoutModel {
  /// The space of the view a modifier at `node` modifies: the space offered to the
  /// node, then the `.frame`s the modified view has outermost, which fix its size.
  /// The walk stops at the first other modifier (**differs from SwiftUI:** padding
  /// outside a frame does not add to the size).
  @MainActor static func placement(ofContentOf node: ViewNode) -> Placement {
    var placement = placement(of: node)
    var view = (node.view as? ModifierChain)?.chainContent
    while let current = view, let chain = current as? ModifierChain,
      let attribute = chain.chainModifier as? VisualAttributeModifier, case .frame? = attribute.layout
    {
      placement = placement.through(current)
      view = chain.chainContent
    }
    return placement
  }
}

extension View {
  /// Runs `action` with a value of this view's geometry, when it is first laid out
  /// and whenever it changes.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeReader(transform: transform, action: { _, new in action(new) }))
  }

  /// Runs `action` with the old and new values of this view's geometry (iOS 18).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeReader(transform: transform, action: action))
  }
}
