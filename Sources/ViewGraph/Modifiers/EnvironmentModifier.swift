import Observation

/// `.environment(_:_:)`, `.transformEnvironment(_:transform:)`, `.environment(_:)`
/// and `.environmentObject(_:)`: change the environment of a subtree. When what it
/// writes differs from the previous update, the views below whose environment
/// properties now see another value are evaluated again (rules 2.7, 2.11, 2.12).
struct EnvironmentWriter: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let transform: (inout EnvironmentValues) -> Void
  /// What this writer writes, compared between updates.
  let written: Written

  /// What a writer writes: a value known in advance, or one made from the
  /// environment the writer receives (`transformEnvironment`).
  enum Written {
    case value(Any)
    case derived((EnvironmentValues) -> Any)
  }

  /// A writer of a value known in advance.
  init(transform: @escaping (inout EnvironmentValues) -> Void, value: Any) {
    self.transform = transform
    written = .value(value)
  }

  /// A writer whose value depends on the environment it receives.
  init(transform: @escaping (inout EnvironmentValues) -> Void, written: @escaping (EnvironmentValues) -> Any) {
    self.transform = transform
    self.written = .derived(written)
  }

  func update(node: ViewNode) {
    let previous = node.primitiveState as? EnvironmentWriterState
    let value =
      switch written {
      case .value(let value): value
      case .derived(let derive): derive(node.environment)
      }
    node.primitiveState = EnvironmentWriterState(writer: self, value: value)
    guard let previous, !ViewComparison.fieldsEqual(previous.value, value) else { return }
    node.environmentDidChange()
  }
}

/// The last writer of a node, kept to compare values and to compute the environment.
final class EnvironmentWriterState {
  let writer: EnvironmentWriter
  /// What the writer wrote at that update.
  let value: Any
  init(writer: EnvironmentWriter, value: Any) {
    self.writer = writer
    self.value = value
  }
}

extension View {
  /// Sets an environment value for this view and its descendants.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(EnvironmentWriter(transform: { $0[keyPath: keyPath] = value }, value: value))
  }

  /// Changes the environment value this view and its descendants see, starting from
  /// the one this view receives.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    let apply: (inout EnvironmentValues) -> Void = { transform(&$0[keyPath: keyPath]) }
    return modifier(
      EnvironmentWriter(
        transform: apply,
        written: { environment in
          var changed = environment
          apply(&changed)
          return changed[keyPath: keyPath]
        }))
  }

  /// Puts an `@Observable` object in the environment of this view and its
  /// descendants, for `@Environment(Model.self)`; `nil` removes it.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(EnvironmentWriter(transform: { $0.observables[ObjectIdentifier(T.self)] = object }, value: object as Any))
  }

  /// Puts an observable object in the environment of this view and its descendants.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentWriter(transform: { $0.objects[ObjectIdentifier(T.self)] = object }, value: object))
  }
}
