/// A tree of rows: each element with children is a `DisclosureGroup` (collapsed at
/// first, `tap` its row to expand it) holding its children's rows; a leaf is its row.
/// **Choice:** SwiftUI's generic parameters name the subgroup types; the engine's
/// take the data, the id and the row only.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
  let data: Data
  let children: KeyPath<Data.Element, Data?>
  let identify: KeyPath<Data.Element, ID>
  let content: (Data.Element) -> Leaf

  /// A tree of `data`, identified by the value at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.data = data
    self.children = children
    identify = id
    self.content = content
  }

  /// Rows of the elements; those with children are disclosure groups.
  public var body: some View {
    ForEach(data, id: identify) { element in
      if let nested = element[keyPath: children] {
        DisclosureGroup {
          AnyView(OutlineGroup(nested, id: identify, children: children, content: content))
        } label: {
          content(element)
        }
      } else {
        content(element)
      }
    }
  }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A tree of identifiable elements.
  public init(
    _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(data, id: \.id, children: children, content: content)
  }
}

extension List where SelectionValue == Never {
  /// A hierarchical list: an `OutlineGroup` of `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }
}

extension List {
  /// A hierarchical list with a single selection (accepted, not modelled, as for
  /// `List(_:selection:)`).
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A hierarchical list with a multiple selection (accepted, not modelled).
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
  }
}
