import FolioCore

extension Array where Element: Sendable {
  /// Maps the elements concurrently, at most `limit` at a time, keeping their order.
  ///
  /// Compiling and running scenarios are independent processes; this bounds how many
  /// run at once (the core count) so a big book does not overload the machine.
  /// (`package`: the pipeline extracts and type-checks with it; an extension of `Array`
  /// is no part of the toolchain's face.)
  package func concurrentMap<T: Sendable>(limit: Int, _ transform: @escaping @Sendable (Element) async -> T) async
    -> [T]
  {
    await withTaskGroup(of: (Int, T).self) { group in
      var results = [T?](repeating: nil, count: count)
      var next = 0
      func launch() {
        guard next < count else { return }
        let index = next
        let element = self[index]
        group.addTask { (index, await transform(element)) }
        next += 1
      }
      for _ in 0..<Swift.max(1, limit) { launch() }
      while let (index, value) = await group.next() {
        results[index] = value
        launch()
      }
      return results.map { $0! }
    }
  }
}
