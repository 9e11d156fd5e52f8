import FolioCore

/// Why a scenario has no library: the compiler's errors, or what kept Folio from
/// compiling it (a file it could not write, a compiler or linker it could not start).
public struct CompileFailure: Error, Equatable, Sendable {
  /// The errors, each at a chapter location (empty after a tool failure).
  var errors: [FolioError]
  /// What kept Folio from compiling it, not the author's.
  var toolFailure: ToolFailure?

  /// Creates a failure.
  init(errors: [FolioError], toolFailure: ToolFailure? = nil) {
    self.errors = errors
    self.toolFailure = toolFailure
  }
}
