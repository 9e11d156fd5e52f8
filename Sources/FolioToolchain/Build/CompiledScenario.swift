import FolioCore

/// A scenario after compilation: its library, or why there is none.
public struct CompiledScenario: Equatable, Sendable {
  /// The scenario.
  public var scenario: Scenario
  /// The library, or the compiler's errors at the chapter's lines.
  public var library: Result<ScenarioLibrary, CompileFailure>
  /// Where the scenario's blocks are in the chapter: for crash reports.
  var sourceMap: SourceMap

  /// Whether it compiled into a library.
  var hasLibrary: Bool {
    if case .success = library { true } else { false }
  }
}
