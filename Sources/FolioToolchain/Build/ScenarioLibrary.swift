/// A compiled scenario's entry point: the library holding it and its symbol.
public struct ScenarioLibrary: Equatable, Sendable {
  /// The shared library's path.
  var path: String
  /// The entry point's C symbol (``ScenarioSource/entrySymbol(for:)``).
  var symbol: String
  /// The scenario's cache key: names its cached runs.
  var key: String
  /// Seconds this build spent compiling and linking it: its share, by source size, of
  /// its module's time (0 when the library came from the cache).
  public var compileSeconds: Double = 0
}
