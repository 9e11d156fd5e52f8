import FolioCore
import Synchronization

/// A value worked out at most once, on first use, however many tasks ask at once: what
/// is costly and may not be needed at all (the engine's fingerprint when every result is
/// cached but a book has no scenario).
final class Once<Value: Sendable>: Sendable {
  private let make: @Sendable () async -> Value
  private let task = Mutex<Task<Value, Never>?>(nil)

  /// Keeps `make` until the value is first asked for.
  init(_ make: @escaping @Sendable () async -> Value) {
    self.make = make
  }

  /// The value, worked out by the first caller; the others wait for it.
  var value: Value {
    get async {
      let running = task.withLock { task in
        if let task { return task }
        let started = Task(operation: make)
        task = started
        return started
      }
      return await running.value
    }
  }
}
