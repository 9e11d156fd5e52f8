/// The top-level views of a container's content, one per item, as SwiftUI's
/// "view list" sees them: a `TupleView`'s elements, a `ForEach`'s elements, the
/// taken branch of an `if`, a `Group`'s content. `TabView` makes a tab of each.
struct ViewListItem {
  /// The item's identity among its siblings: its path through the content.
  let key: AnyHashable
  let view: any View
  /// The id of the `ForEach` element it was made from, its tag when it has no
  /// `.tag(_:)` (as `Picker` options).
  let elementID: (any Hashable)?
}

/// Content that is several items of a view list, not one.
@MainActor
protocol ViewListContent {
  func listItems(prefix: [AnyHashable]) -> [ViewListItem]
}

@MainActor
enum ViewList {
  /// The items of `view`, or `view` itself as one item.
  static func items(of view: any View, prefix: [AnyHashable] = []) -> [ViewListItem] {
    if let list = view as? ViewListContent { return list.listItems(prefix: prefix) }
    return [ViewListItem(key: AnyHashable(prefix), view: view, elementID: nil)]
  }
}

extension TupleView: ViewListContent {
  func listItems(prefix: [AnyHashable]) -> [ViewListItem] {
    Mirror(reflecting: value).children.enumerated().flatMap { index, child -> [ViewListItem] in
      guard let view = child.value as? any View else { return [] }
      return ViewList.items(of: view, prefix: prefix + [AnyHashable(index)])
    }
  }
}

extension _ConditionalContent: ViewListContent {
  func listItems(prefix: [AnyHashable]) -> [ViewListItem] {
    switch storage {
    case .trueContent(let view): ViewList.items(of: view, prefix: prefix + [AnyHashable(true)])
    case .falseContent(let view): ViewList.items(of: view, prefix: prefix + [AnyHashable(false)])
    }
  }
}

extension Optional: ViewListContent where Wrapped: View {
  func listItems(prefix: [AnyHashable]) -> [ViewListItem] {
    map { ViewList.items(of: $0, prefix: prefix + [AnyHashable(true)]) } ?? []
  }
}

extension Group: ViewListContent {
  func listItems(prefix: [AnyHashable]) -> [ViewListItem] { ViewList.items(of: content, prefix: prefix) }
}

extension EmptyView: ViewListContent {
  func listItems(prefix: [AnyHashable]) -> [ViewListItem] { [] }
}

extension ForEach: ViewListContent where Content: View {
  func listItems(prefix: [AnyHashable]) -> [ViewListItem] {
    children().map { child in
      let id: (any Hashable)? =
        if case .explicit(let value) = child.key, !(value.base is DuplicateElementID) {
          value.base as? any Hashable
        } else {
          nil
        }
      return ViewListItem(key: AnyHashable(prefix + [AnyHashable(child.key)]), view: child.view, elementID: id)
    }
  }
}

/// A view with modifiers applied, seen without its types: to find a modifier (a
/// `.tag`, a `.tabItem`) anywhere in the chain.
@MainActor
protocol ModifierChain {
  var chainContent: any View { get }
  var chainModifier: Any { get }
}

extension ModifiedContent: ModifierChain where Content: View, Modifier: ViewModifier {
  var chainContent: any View { content }
  var chainModifier: Any { modifier }
}

@MainActor
enum ModifierChains {
  /// The outermost modifier of type `M` applied to `view`, if any.
  static func first<M>(_ type: M.Type, in view: any View) -> M? {
    var current: any View = view
    while let chain = current as? ModifierChain {
      if let found = chain.chainModifier as? M { return found }
      current = chain.chainContent
    }
    return nil
  }
}
