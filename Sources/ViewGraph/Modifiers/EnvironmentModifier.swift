/// `.environment(_:_:)` and `.environmentObject(_:)`: change the environment of a
/// subtree. When the value differs from the previous update, the views below that
/// read it are evaluated again.
struct EnvironmentWriter: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let transform: (inout EnvironmentValues) -> Void
  /// The written value, compared between updates.
  let value: Any

  func update(node: ViewNode) {
    let previous = node.primitiveState as? EnvironmentWriterState
    node.primitiveState = EnvironmentWriterState(writer: self)
    guard let previous, !ViewComparison.fieldsEqual(previous.writer.value, value) else { return }
    node.environmentDidChange()
  }
}

/// The last writer of a node, kept to compare values and to compute the environment.
final class EnvironmentWriterState {
  let writer: EnvironmentWriter
  init(writer: EnvironmentWriter) { self.writer = writer }
}

extension View {
  /// Sets an environment value for this view and its descendants.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(EnvironmentWriter(transform: { $0[keyPath: keyPath] = value }, value: value))
  }

  /// Puts an observable object in the environment of this view and its descendants.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentWriter(transform: { $0.objects[ObjectIdentifier(T.self)] = object }, value: object))
  }
}
