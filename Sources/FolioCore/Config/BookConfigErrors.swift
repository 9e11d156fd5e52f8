/// Every problem found in a book's `folio.toml`, each located: a config is read whole,
/// and all its mistakes are reported at once.
public struct BookConfigErrors: Error, Equatable, Sendable {
  /// The problems, in the order found.
  public var errors: [FolioError]

  /// Wraps `errors`.
  init(_ errors: [FolioError]) {
    self.errors = errors
  }
}
