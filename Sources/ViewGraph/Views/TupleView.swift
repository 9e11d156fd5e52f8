/// Several views side by side, produced by a `@ViewBuilder` block. Each element
/// has its own structural identity: its index in the tuple.
public struct TupleView<T>: View {
  /// The views, as a tuple.
  public var value: T

  /// Creates a tuple of views.
  public init(_ value: T) { self.value = value }

  public typealias Body = Never
}

extension TupleView: PrimitiveView {
  func children() -> [ChildView] {
    // Mirror lists a tuple's elements in order; every element is a View by construction.
    Mirror(reflecting: value).children.enumerated().compactMap { index, child in
      (child.value as? any View).map { ChildView(key: .index(index), view: $0) }
    }
  }
}
