import ScenarioWire

/// A control that edits a string: `type "Ann" into "Name"` types one character per
/// edit, `clear "Name"` empties it. Shown as `TextField "Name" = "Ann"`; the field
/// keeps the text it shows even when its binding rejects a change (rule 6.1, see
/// `TextEntryView`). An action may name the field by its title or its prompt.
public struct TextField<Label: View>: View {
  let text: Binding<String>
  let label: Label
  let prompt: Text?
  var submission = TextSubmission()

  /// A field with a custom label.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.prompt = prompt
    self.label = label()
  }

  /// A field with a custom label that grows along an axis (not modelled).
  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
    self.init(text: text, prompt: prompt, label: label)
  }

  public typealias Body = Never
}

extension TextField where Label == Text {
  /// A field titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }

  /// A field titled with a localized key, with a prompt shown while it is empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// A field titled with a localized key that grows along an axis (not modelled).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// A field titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(title) }
  }

  /// A field titled with a string shown verbatim, with a prompt.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }

  /// A field titled with a string shown verbatim that grows along an axis (not modelled).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }

  /// The older form with editing callbacks: `onCommit` runs when the field is
  /// submitted; `onEditingChanged` is never called (the engine has no focus).
  @available(*, deprecated, message: "Use onSubmit and focused instead.")
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
    submission.onCommit = onCommit
  }

  /// The older form with a commit callback, run when the field is submitted.
  @available(*, deprecated, message: "Use onSubmit instead.")
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
    submission.onCommit = onCommit
  }
}

extension TextField: PrimitiveView, ControlView, TextEntryView {
  static var kind: ScreenElementKind { .textField }
  var labelView: any View { label }
}
