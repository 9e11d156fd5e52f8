/// A view made from a collection (`ForEach`): the target of `onDelete`, `onMove` and
/// `onInsert`, which return `DynamicViewContent` again so that they chain.
public protocol DynamicViewContent: View {
  /// The type of the underlying collection.
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
  /// The modified content's collection.
  public var data: Content.Data { content.data }
}

extension DynamicViewContent {
  /// Enables swipe-to-delete (no action deletes: never called).
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    modifier(InertModifier())
  }

  /// Enables moving rows (no action moves: never called).
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    modifier(InertModifier())
  }
}
