/// What one check cost this run: seconds compiling and running it, and whether its
/// result came from the cache. Reported in `--json`, and the cost shards are balanced by.
public struct CheckTiming: Codable, Equatable, Sendable {
  /// Seconds spent compiling: a standalone block's type check, or a scenario's share of
  /// its module (counted on its first transcript only, so timings add up).
  public var compileSeconds: Double
  /// Seconds the scenario process ran for a transcript.
  public var runSeconds: Double
  /// Whether nothing was compiled or run for it: the result came from the cache.
  public var cached: Bool

  /// Creates a timing.
  public init(compileSeconds: Double = 0, runSeconds: Double = 0, cached: Bool = false) {
    self.compileSeconds = compileSeconds
    self.runSeconds = runSeconds
    self.cached = cached
  }

  /// Compile and run seconds together.
  public var seconds: Double { compileSeconds + runSeconds }
}

extension Duration {
  /// The duration in seconds. (`package`: the server makes its long poll a socket timeout,
  /// and the toolchain times compiles and runs with it, but an extension of `Duration` is
  /// no part of what the core offers.)
  package var seconds: Double {
    let (whole, attoseconds) = components
    return Double(whole) + Double(attoseconds) / 1e18
  }
}
