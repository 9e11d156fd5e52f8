/// A type-erased view. The wrapped view's type is part of its identity: wrapping a
/// view of another type ends the old lifetime.
public struct AnyView: View {
  let wrapped: any View

  /// Wraps a view.
  public init<V: View>(_ view: V) { wrapped = view }

  /// Wraps a view known only as an existential.
  public init(erasing view: any View) { wrapped = view }

  public typealias Body = Never
}

extension AnyView: PrimitiveView {
  func children() -> [ChildView] {
    [ChildView(key: .explicit(AnyHashable(ObjectIdentifier(type(of: wrapped)))), view: wrapped)]
  }
}
