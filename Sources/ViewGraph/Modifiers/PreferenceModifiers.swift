/// Preferences: values views pass up to their ancestors (`.preference(key:value:)`),
/// combined with the key's `reduce`, and read with `onPreferenceChange`.
///
/// **Modelled:** a reader's value is its content's preference: a `.preference`
/// modifier sets the value of everything inside it (what its own content set is
/// replaced); a `.transformPreference` changes the value its content set; siblings'
/// values are combined in screen order with `reduce`, starting from the first; with
/// none, the value is `defaultValue`. Readers are settled after every update pass and
/// once per render, after the appear callbacks are queued: when the value differs from
/// the one last delivered (at first, `defaultValue`), the action is queued with it.
/// A reader queues at most two actions per update seed; the third change at one seed
/// is dropped and prints `Bound preference Key tried to update multiple times per
/// frame.` once per reader (*observed* in published console output; the reader uses
/// the same cycle detector as `onChange` in OpenSwiftUI).
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no view sets one.
  static var defaultValue: Value { get }
  /// Combines the accumulated value with the next sibling's.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// `.preference(key:value:)` and `.transformPreference(_:_:)`.
struct PreferenceWriter: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let key: ObjectIdentifier
  /// Makes this view's value from its content's (`nil` when the content set none).
  let write: (Any?) -> Any

  func update(node: ViewNode) { node.primitiveState = PreferenceWriterState(writer: self) }
}

/// The last writer of a node.
final class PreferenceWriterState {
  let writer: PreferenceWriter
  init(writer: PreferenceWriter) { self.writer = writer }
}

/// `.onPreferenceChange(_:perform:)`.
struct PreferenceReader<Key: PreferenceKey>: ViewModifier, PrimitiveModifier where Key.Value: Equatable {
  typealias Body = Never
  let action: (Key.Value) -> Void

  func update(node: ViewNode) {
    if let state = node.primitiveState as? PreferenceReaderState<Key> {
      state.action = action
    } else {
      node.primitiveState = PreferenceReaderState<Key>(action: action)
    }
    node.runtime.registerScreenWide(node)
  }
}

/// What a reader delivered last, and its latest action.
@MainActor
final class PreferenceReaderState<Key: PreferenceKey>: PreferenceReaderSettling where Key.Value: Equatable {
  var action: (Key.Value) -> Void
  private var delivered = Key.defaultValue
  private var detector = UpdateCycleDetector()

  init(action: @escaping (Key.Value) -> Void) { self.action = action }

  func settle(on node: ViewNode) {
    let value = Self.value(under: node) as? Key.Value ?? Key.defaultValue
    guard value != delivered else { return }
    // A dropped change still becomes the delivered value, so a loop stops.
    delivered = value
    let runtime = node.runtime
    let allowed = detector.dispatch(seed: runtime.seed) {
      runtime.warn("Bound preference \(TypeNames.plain(Key.self)) tried to update multiple times per frame.")
    }
    guard allowed else { return }
    let action = action
    runtime.trace.use(.preferenceDeliveryTiming)
    runtime.actionQueue.append { action(value) }
  }

  /// The combined value of `node`'s children.
  static func value(under node: ViewNode) -> Any? {
    var combined: Key.Value?
    for child in node.children {
      guard let next = preference(of: child) as? Key.Value else { continue }
      if var value = combined {
        Key.reduce(value: &value) { next }
        combined = value
      } else {
        combined = next
      }
    }
    return combined
  }

  /// The value a node passes up: its writer's, or its children's combined.
  private static func preference(of node: ViewNode) -> Any? {
    if let state = node.primitiveState as? PreferenceWriterState, state.writer.key == ObjectIdentifier(Key.self) {
      return state.writer.write(value(under: node))
    }
    return value(under: node)
  }
}

extension View {
  /// Sets a preference value for this view, replacing what its content set.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceWriter(key: ObjectIdentifier(K.self), write: { _ in value }))
  }

  /// Changes the preference value this view's content set.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  )
    -> some View
  {
    modifier(
      PreferenceWriter(
        key: ObjectIdentifier(K.self),
        write: { content in
          var value = content as? K.Value ?? K.defaultValue
          callback(&value)
          return value
        }))
  }

  /// Runs `action` with the preference value of this view's content whenever it
  /// changes (settled once per render).
  public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void)
    -> some View where K.Value: Equatable
  {
    modifier(PreferenceReader<K>(action: action))
  }
}

/// A preference reader: settled after every update pass as well as once per render.
@MainActor
protocol PreferenceReaderSettling: ScreenWideState {}

extension ViewRuntime {
  /// Settles the preference readers after an update pass (their actions join the
  /// queue after the pass's `onChange` actions).
  func settlePreferenceReaders() {
    for node in screenWideNodes where !node.isRemoved {
      (node.primitiveState as? PreferenceReaderSettling)?.settle(on: node)
    }
  }
}
