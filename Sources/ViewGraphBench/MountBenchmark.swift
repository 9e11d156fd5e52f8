import ViewGraph

/// Benchmark 1: mounting a root whose `ForEach` shows `rowCount` rows, each its own
/// view with its own `@State`. Each mount is a fresh `ViewRuntime`.
@MainActor
struct MountBenchmark {
  /// The list's data, made once so that every mount measures the engine only.
  let items: [Item]
  /// How many mounts to time; the result is their median.
  let repetitions: Int

  /// What the mounts measured.
  struct Result {
    /// Milliseconds per mount, one per repetition, in the order they ran.
    var milliseconds: [Double]
    /// Bodies evaluated by the last mount (root plus one per row expected).
    var bodiesPerMount: Int
    /// Console output of the last mount (engine warnings would show here).
    var output: [String]
  }

  /// Mounts the list `repetitions` times and times each mount. The runtime is
  /// released after its time is taken, so tear-down is not counted.
  func run() -> Result {
    var result = Result(milliseconds: [], bodiesPerMount: 0, output: [])
    for _ in 0..<repetitions {
      let runtime = ViewRuntime(ListRoot(items: items))
      BodyCounter.count = 0
      let (seconds, _) = Measurement.time { runtime.mount() }
      result.milliseconds.append(seconds * 1_000)
      result.bodiesPerMount = BodyCounter.count
      result.output = runtime.takeOutput()
    }
    return result
  }
}
