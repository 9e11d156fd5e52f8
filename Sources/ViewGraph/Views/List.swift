import ScenarioWire

/// A scrolling list of rows: shown as `List` with its rows below. `List(data) { … }`
/// is a `List` around a `ForEach`, as in SwiftUI, so rows have the same identities.
/// Selection is accepted but not modelled (no action selects a row).
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  public typealias Body = Never
}

extension List where SelectionValue == Never {
  /// A list of the views of a builder block.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A list with a row per element of `data`, identified by each element's `id`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }

  /// A list with a row per element of `data`, identified by the value at `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A list with a row per integer of a range.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, content: rowContent)
  }
}

extension List where SelectionValue == Never {
  /// A list with a row per element of a bound collection, each row receiving a
  /// binding to its element: `List($items) { $item in … }`.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>, Data.Element: Identifiable,
    Data.Index: Hashable
  {
    content = ForEach(data, content: rowContent)
  }

  /// A list with a row per element of a bound collection, identified by the value at `id`.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent>, Data.Index: Hashable {
    content = ForEach(data, id: id, content: rowContent)
  }
}

extension List {
  /// A list of `data` whose single selection is bound (selection is not modelled).
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }

  /// A list of `data` whose multiple selection is bound (selection is not modelled).
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }

  /// A list of `data` identified by the value at `id`, its single selection bound.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A list whose single selection is bound (selection is not modelled).
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list whose multiple selection is bound (selection is not modelled).
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension List: PrimitiveView, ContainerView {
  var containerKind: ScreenElementKind { .list }
  var containedView: any View { content }
}
