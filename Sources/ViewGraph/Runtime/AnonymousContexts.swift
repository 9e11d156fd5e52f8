import Foundation

/// Removes the anonymous contexts the runtime writes into the qualified name of a
/// private type (`main.(unknown context at $5f21a4c0).Item` becomes `main.Item`).
///
/// The address differs from run to run, so printing it would make output that no
/// transcript can match; and folio compiles a scenario's types file-private when it
/// batches scenarios (see Folio's `FileScopedSource`), which must not change what the
/// scenario prints. Types declared inside functions lose the same noise.
enum AnonymousContexts {
  /// `text` without anonymous contexts in it.
  static func removed(from text: String) -> String {
    guard text.contains("(unknown context at $") else { return text }
    return text.replacingOccurrences(of: #"\(unknown context at \$[0-9a-f]+\)\."#, with: "", options: .regularExpression)
  }
}
