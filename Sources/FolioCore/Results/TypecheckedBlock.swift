/// What the compiler said about a standalone block.
public struct TypecheckedBlock: Equatable, Sendable {
  /// The block.
  public var check: StandaloneCheck
  /// The compiler's error messages (empty when it compiled).
  public var compilerErrors: [FolioError]

  /// Creates a result.
  public init(check: StandaloneCheck, compilerErrors: [FolioError]) {
    self.check = check
    self.compilerErrors = compilerErrors
  }

  /// Whether the compiler behaved as the block says it must.
  public var problems: [FolioError] {
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
