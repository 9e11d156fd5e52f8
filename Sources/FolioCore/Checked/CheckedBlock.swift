/// One code block of a chapter after checking: what it is, and for a checked block,
/// what checking it found. The site draws a block from this alone.
public enum CheckedBlock: Equatable, Sendable {
  /// Shown as written, never checked: an indented block, another language, a block
  /// whose info string was rejected, or a transcript whose scenario could not run.
  case plain
  /// `swift ignore`: shown with a "not checked" mark.
  case ignored
  /// A piece of scenario `name`; `root` when this block names it.
  case scenario(name: String, root: String?)
  /// A `swift` block and what type-checking it found.
  case swift(TypecheckedBlock, CheckOutcome)
  /// A `compile-fail` block and what the compiler said.
  case compileFail(TypecheckedBlock, CheckOutcome)
  /// A transcript, its run and how the run compares with it.
  case transcript(TranscriptRun, CheckOutcome)

  /// The block's check, when it is one.
  var outcome: CheckOutcome? {
    switch self {
    case .swift(_, let outcome), .compileFail(_, let outcome), .transcript(_, let outcome): return outcome
    case .plain, .ignored, .scenario: return nil
    }
  }

  /// The block before any result has arrived for it, from its role (`nil`: rejected
  /// or indented): checked blocks start as ``plain`` and stay so if nothing ran them.
  init(role: CodeBlockRole?) {
    switch role {
    case .ignored: self = .ignored
    case .scenario(let name, let root): self = .scenario(name: name, root: root)
    case .swift, .compileFail, .transcript, .other, nil: self = .plain
    }
  }
}
