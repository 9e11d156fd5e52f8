/// What the compiler said about a standalone block.
public struct TypecheckedBlock: Equatable, Sendable {
  /// The block.
  public var check: StandaloneCheck
  /// The compiler's error messages (empty when it compiled).
  public var compilerErrors: [FolioError]
  /// What kept Folio from asking the compiler (it could not write the source or start
  /// swiftc): then there is no verdict on the block.
  var toolFailure: ToolFailure?
  /// What the type check cost (nothing when the verdict came from the cache).
  public var timing = CheckTiming()

  /// Creates a result.
  public init(check: StandaloneCheck, compilerErrors: [FolioError], toolFailure: ToolFailure? = nil) {
    self.check = check
    self.compilerErrors = compilerErrors
    self.toolFailure = toolFailure
  }

  /// Whether the compiler behaved as the block says it must (nothing to say when it
  /// could not be asked).
  var problems: [FolioError] {
    guard toolFailure == nil else { return [] }
    switch check.expectation {
    case .compiles:
      return compilerErrors
    case .fails(let expected):
      let messages = compilerErrors.map(\.message)
      if messages.isEmpty { return [.unexpectedlyCompiled(check.location, expected: expected)] }
      if messages.contains(where: { $0.contains(expected) }) { return [] }
      return [.wrongCompileError(check.location, expected: expected, actual: messages)]
    }
  }
}
