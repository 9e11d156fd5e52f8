import ScenarioWire

/// What `TextField` and `SecureField` share (rule 6.1): the field owns the text it
/// shows. Typing edits that text and sends the whole of it to the binding; the
/// field takes the bound value only when it differs from the value the binding last
/// delivered, so a setter that rejects a change leaves the typed text on screen.
@MainActor
protocol TextEntryView: ControlView {
  /// The dump's kind: `TextField` or `SecureField`.
  static var kind: ScreenElementKind { get }
  var text: Binding<String> { get }
  var labelView: any View { get }
  var prompt: Text? { get }
  /// What submitting the field does besides its `onSubmit` handlers.
  var submission: TextSubmission { get }
}

/// What submitting a field does (the return key; `ViewRuntime.submit(_:)`): a value
/// field parses its text into its binding, and the older initializers' `onCommit`
/// runs.
struct TextSubmission {
  /// Parses the typed text into the field's value binding; returns the text to show
  /// afterwards (the value formatted again).
  var commitValue: ((String) -> String)?
  /// The `onCommit` closure of the older initializers.
  var onCommit: (() -> Void)?
}

extension TextEntryView {
  func children() -> [ChildView] { [ChildView(key: .content, view: labelView)] }

  func update(node: ViewNode) {
    let bound = node.readBoundValue { text.wrappedValue }
    if let state = node.primitiveState as? TextEntryState {
      state.receive(bound)
    } else {
      node.primitiveState = TextEntryState(bound: bound)
    }
  }

  /// `TextField "Name" = "Ann"`: the label's text (the prompt when the label shows
  /// none) and the text the field shows.
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    let title = ScreenElement.title(of: children)
    let shown = (node.primitiveState as? TextEntryState)?.shownText ?? ""
    return [ScreenElement(kind: Self.kind, label: title.isEmpty ? (prompt?.content ?? "") : title, value: shown)]
  }

  var controlKind: ControlKind { .textEntry(text) }

  var otherTitles: [String] { prompt.map { [$0.content] } ?? [] }
}

/// The text a field shows and the bound value it last received.
final class TextEntryState {
  /// What the field shows: what was typed, or the bound value when that changed.
  var shownText: String
  /// The value the binding delivered at the field's last update.
  private var lastDelivered: String

  init(bound: String) {
    shownText = bound
    lastDelivered = bound
  }

  /// Takes a value read from the binding: it replaces the shown text only if it
  /// differs from the value delivered before.
  func receive(_ bound: String) {
    guard bound != lastDelivered else { return }
    lastDelivered = bound
    shownText = bound
  }
}
