/// Wall-clock timing and summary statistics for the benchmark.
///
/// The engine defines its own (virtual) `ContinuousClock`; the bench names the
/// standard library's explicitly. Outside a scenario process the engine's
/// `clock_gettime` forwards to the kernel, so this is real elapsed time.
enum Measurement {
  /// Runs `work` once and returns how long it took, in seconds, and its result.
  static func time<T>(_ work: () throws -> T) rethrows -> (seconds: Double, result: T) {
    let clock = Swift.ContinuousClock()
    let start = clock.now
    let result = try work()
    let elapsed = clock.now - start
    return (seconds(of: elapsed), result)
  }

  /// A `Duration` in seconds, as a `Double`.
  static func seconds(of duration: Duration) -> Double {
    let (wholeSeconds, attoseconds) = duration.components
    return Double(wholeSeconds) + Double(attoseconds) / 1e18
  }

  /// The median of `samples` (the mean of the middle two for an even count).
  static func median(_ samples: [Double]) -> Double {
    precondition(!samples.isEmpty, "median of no samples")
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// `value` with one decimal, as the summary line prints numbers.
  static func oneDecimal(_ value: Double) -> String {
    String(format: "%.1f", value)
  }
}
