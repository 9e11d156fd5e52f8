import ScenarioWire

/// A field for secrets: behaves like `TextField` (rule 6.1) and is shown as
/// `SecureField "Password" = "hunter2"` (the dump shows the text; a reader of a
/// transcript is not an onlooker).
public struct SecureField<Label: View>: View {
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

  public typealias Body = Never
}

extension SecureField where Label == Text {
  /// A field titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }

  /// A field titled with a localized key, with a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
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
}

extension SecureField where Label == Text {
  /// The iOS 13 form with a commit callback, run when the field is submitted.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
    submission.onCommit = onCommit
  }

  /// The iOS 13 form titled with a string shown verbatim, with a commit callback.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(text: text, prompt: nil) { Text(title) }
    submission.onCommit = onCommit
  }
}

extension SecureField: PrimitiveView, ControlView, TextEntryView {
  static var kind: ScreenElementKind { .secureField }
  var labelView: any View { label }
}
