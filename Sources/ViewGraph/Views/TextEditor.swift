import ScenarioWire

/// A multi-line text editor: behaves like `TextField` (rule 6.1) and is shown as
/// `TextEditor "" = "Dear diary"`. It has no title, so an action names it by the empty
/// title: `type "Hi" into ""`.
public struct TextEditor: View {
  let text: Binding<String>
  let submission = TextSubmission()

  /// An editor of a bound string.
  public init(text: Binding<String>) { self.text = text }

  public typealias Body = Never
}

extension TextEditor: PrimitiveView, ControlView, TextEntryView {
  static var kind: ScreenElementKind { .textEditor }
  var labelView: any View { EmptyView() }
  var prompt: Text? { nil }
}
