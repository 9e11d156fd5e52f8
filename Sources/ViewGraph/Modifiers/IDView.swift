/// A view with explicit identity: `.id(_:)`. A new id value ends the content's
/// lifetime and begins a new one (rules 1.1, 1.4); modifiers applied before `.id`
/// belong to the content and start again with it.
public struct IDView<Content: View, ID: Hashable>: View {
  let content: Content
  let id: ID
  public typealias Body = Never
}

extension IDView: PrimitiveView {
  func children() -> [ChildView] { [ChildView(key: .explicit(AnyHashable(id)), view: content)] }
}

extension View {
  /// Gives this view an explicit identity; changing the value replaces the view.
  public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> { IDView(content: self, id: id) }
}
