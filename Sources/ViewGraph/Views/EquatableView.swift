/// A view whose content is compared with its own `==` before its body is
/// re-evaluated, whatever its stored properties are (rule 3.2, O20).
public struct EquatableView<Content: View & Equatable>: View {
  /// The view compared with `==`.
  public var content: Content

  /// Wraps a view so that its `==` decides whether it changed.
  public init(content: Content) { self.content = content }

  public typealias Body = Never
}

extension EquatableView: PrimitiveView {
  func children() -> [ChildView] { [ChildView(key: .content, view: content)] }

  /// When `==` says equal, the content keeps its previous value and is not
  /// re-evaluated (unless a dynamic property of its own changed).
  func contentIsUnchanged(from old: any View) -> Bool {
    guard let old = old as? EquatableView<Content> else { return false }
    return old.content == content
  }
}

extension View where Self: Equatable {
  /// Compares this view with `==` to decide whether its body must run again.
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
