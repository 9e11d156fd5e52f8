/// `.onSubmit { … }`: runs when a text field below it is submitted (a transcript's
/// `submit "Title"`, `ViewRuntime.submit(_:)`). **Choice:** with
/// several `onSubmit` modifiers above a field, the innermost runs first.
struct SubmitModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let triggers: SubmitTriggers
  let action: () -> Void
}

/// A submit handler found above a field.
@MainActor
protocol SubmitHandling {
  var submitModifier: SubmitModifier { get }
}

extension ModifiedContent: SubmitHandling where Content: View, Modifier == SubmitModifier {
  var submitModifier: SubmitModifier { modifier }
}

extension ViewNode {
  /// The `onSubmit` actions for text fields above this node, innermost first.
  var textSubmitActions: [() -> Void] {
    var actions: [() -> Void] = []
    var ancestor = parent
    while let node = ancestor {
      if let handler = node.view as? SubmitHandling, handler.submitModifier.triggers.contains(.text) {
        actions.append(handler.submitModifier.action)
      }
      ancestor = node.parent
    }
    return actions
  }
}
