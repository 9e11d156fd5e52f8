/// `.tag(_:)`: the value a `Picker` option stands for. It shows nothing; a picker
/// looks for the tag equal to its selection to show that option's text.
struct TagModifier<Tag: Hashable>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let tag: Tag

  func update(node: ViewNode) {
    if let state = node.primitiveState as? TagState {
      state.tag = tag
    } else {
      node.primitiveState = TagState(tag: tag)
    }
  }
}

/// The latest tag of a `.tag(_:)` modifier on its node, with its exact type (a
/// picker matches only tags of its selection's type, as SwiftUI does).
final class TagState {
  var tag: any Hashable
  init(tag: any Hashable) { self.tag = tag }
}

extension View {
  /// Tags this view with a value, for a `Picker` (or a `TabView`) to select it by.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TagModifier(tag: tag))
  }
}
