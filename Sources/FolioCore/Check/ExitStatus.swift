/// What `folio test`, `folio build` and `folio merge` exit with, in the README's table.
public enum ExitStatus: Int32, Codable, Sendable {
  /// Every check ran and agreed.
  case agreed = 0
  /// A check failed, or the book has an error (a malformed block, no checks at all).
  case failed = 1
  /// The command line or its configuration is wrong: nothing was checked.
  case usage = 2
  /// Folio could not do its work (no compiler, no engine, no sandbox, cannot write):
  /// some or all checks did not run. It wins over ``failed``: a verdict on part of a
  /// book is not a verdict on the book.
  case toolFailure = 3

  /// The status of a check with `failed` failures and `toolFailures` tool failures.
  init(failed: Int, toolFailures: Int) {
    self = toolFailures > 0 ? .toolFailure : failed > 0 ? .failed : .agreed
  }
}
