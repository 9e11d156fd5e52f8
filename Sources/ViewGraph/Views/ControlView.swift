import ScenarioWire

/// What a reader can do to a control; each case carries what the action needs.
enum ControlKind {
  /// `tap`: runs the action.
  case button(() -> Void)
  /// `type` and `clear`: edits the text the field owns and sends it to the binding.
  case textEntry(Binding<String>)
  /// `toggle`: sets the binding to the opposite of what the toggle shows.
  case toggle(Binding<Bool>)
  /// Shown, but no action reaches it (steppers, pickers, sliders).
  case displayOnly
}

/// A primitive a transcript action can reach (`tap`, `type`, `toggle`, …), or a
/// control the reader can only look at. Every control is listed when an action
/// names one that is not on screen.
@MainActor
protocol ControlView: PrimitiveView {
  var controlKind: ControlKind { get }
  /// What an action can do to the control at `node`; by default `controlKind`.
  func controlKind(on node: ViewNode) -> ControlKind
  /// Names an action may use besides the title the dump shows (a field's prompt).
  var otherTitles: [String] { get }
}

extension ControlView {
  var asControl: (any ControlView)? { self }
  var otherTitles: [String] { [] }
  func controlKind(on node: ViewNode) -> ControlKind { controlKind }
}

extension ScreenElement {
  /// The title a control's label shows: its texts joined by spaces, or its image
  /// names when it shows no text.
  static func title(of elements: [ScreenElement]) -> String {
    let texts = collect(elements, kind: .text)
    return (texts.isEmpty ? collect(elements, kind: .image) : texts).joined(separator: " ")
  }

  private static func collect(_ elements: [ScreenElement], kind: ScreenElementKind) -> [String] {
    elements.flatMap { element in
      (element.kind == kind ? [element.label ?? ""] : []) + collect(element.children, kind: kind)
    }
  }
}

extension ViewRuntime {
  /// The title the child of `node` at `key` shows (a label's text): for controls and
  /// containers whose label is one child among others.
  func title(ofChild key: ChildKey, of node: ViewNode) -> String {
    ScreenElement.title(of: screenElements(ofChild: key, of: node))
  }
}

/// The value a control last read from its binding, kept on its node.
final class BoundValueState<Value> {
  var value: Value
  init(value: Value) { self.value = value }
}

extension ViewNode {
  /// Reads a control's bound value with this node recorded as the reader, so that a
  /// change of the source brings the control up to date even when no body above it
  /// runs again (a parent that only passes `$text` on does not read it, rule 2.2).
  func readBoundValue<T>(_ read: () -> T) -> T {
    for storage in dependencies.values { storage.forgetReader(self) }
    dependencies = [:]
    let outer = runtime.evaluatingNode
    runtime.evaluatingNode = self
    defer { runtime.evaluatingNode = outer }
    return read()
  }

  /// Reads a bound value as a reader (see `readBoundValue`) and keeps it on the node
  /// for the screen dump and the actions.
  func storeBoundValue<T>(_ read: () -> T) {
    let value = readBoundValue(read)
    if let state = primitiveState as? BoundValueState<T> {
      state.value = value
    } else {
      primitiveState = BoundValueState(value: value)
    }
  }

  /// The value `storeBoundValue` kept, if any.
  func storedBoundValue<T>(as type: T.Type) -> T? {
    (primitiveState as? BoundValueState<T>)?.value
  }
}
