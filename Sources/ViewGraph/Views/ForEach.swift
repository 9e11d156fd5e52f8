/// Views computed from a collection. Each element's id is its explicit identity
/// (rule 1.1): an element keeps its state while its id stays in the data, wherever
/// it moves; an id that leaves ends that element's lifetime (1.2).
///
/// Duplicate ids do not crash: the first occurrence keeps the id, each later one
/// gets an identity of its own made from the id and its occurrence number, so the
/// result is deterministic (SwiftUI calls this undefined; see README).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection the views are computed from.
  public var data: Data
  /// Makes the view of one element.
  public var content: (Data.Element) -> Content
  /// The identity of one element.
  let identify: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
  public typealias Body = Never
}

extension ForEach where Content: View {
  /// Views over `data`, identified by the value at `id` of each element.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    identify = { $0[keyPath: id] }
  }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Views over `data`, identified by each element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    identify = { $0.id }
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Views over a range of integers, identified by the integer. SwiftUI expects
  /// the range to be constant; the engine follows a changing range all the same.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    identify = { $0 }
  }
}

extension ForEach where Content: View {
  /// Views over the elements of a bound collection, each receiving a binding to its
  /// element (`ForEach($items) { $item in … }`), identified by the elements' ids.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where C.Element: Identifiable, C.Index: Hashable, Data == [Binding<C.Element>], ID == C.Element.ID {
    self.init(ElementBindings.of(data), id: \.wrappedValue.id, content: content)
  }

  /// Views over the elements of a bound collection, identified by the value at `id`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where C.Index: Hashable, Data == [Binding<C.Element>] {
    self.init(ElementBindings.of(data), id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
  }
}

/// Bindings to each element of a bound collection, by position.
enum ElementBindings {
  static func of<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>) -> [Binding<C.Element>]
  where C.Index: Hashable {
    data.wrappedValue.indices.map { index in
      Binding(location: CollectionElementLocation(base: data.location, keyPath: \C.[index]))
    }
  }
}

/// A marker for `ForEach` nodes, so that a `Picker` can read its options' ids.
@MainActor
protocol ForEachView {}

extension ForEach: ForEachView where Content: View {}

extension ForEach: PrimitiveView where Content: View {
  func children() -> [ChildView] {
    var seen: [AnyHashable: Int] = [:]
    return data.map { element in
      let id = AnyHashable(identify(element))
      let occurrence = seen[id, default: 0]
      seen[id] = occurrence + 1
      let key: ChildKey =
        occurrence == 0 ? .explicit(id) : .explicit(AnyHashable(DuplicateElementID(id: id, occurrence: occurrence)))
      return ChildView(key: key, view: content(element))
    }
  }
}

/// The identity of a later occurrence of an id already used in the same `ForEach`.
struct DuplicateElementID: Hashable {
  let id: AnyHashable
  let occurrence: Int
}
