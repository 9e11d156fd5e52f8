/// The result of an `if`/`else` or `switch` in a `@ViewBuilder`: one of two views.
/// The branch is part of identity, so switching branches ends one lifetime and
/// begins another.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  /// Which branch was taken, with its view.
  public enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  /// The branch taken.
  public let storage: Storage

  /// Creates conditional content; called by `ViewBuilder`.
  public init(storage: Storage) { self.storage = storage }

  public typealias Body = Never
}

extension _ConditionalContent: PrimitiveView {
  func children() -> [ChildView] {
    switch storage {
    case .trueContent(let view): [ChildView(key: .branch(true), view: view)]
    case .falseContent(let view): [ChildView(key: .branch(false), view: view)]
    }
  }
}

/// `if` without `else`: present or absent. Presence is part of identity.
extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func children() -> [ChildView] {
    switch self {
    case .some(let view): [ChildView(key: .branch(true), view: view)]
    case .none: []
    }
  }
}
