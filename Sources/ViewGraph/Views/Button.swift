import ScenarioWire

/// A control that runs an action when tapped. Its title (what `tap "…"` names) is
/// the text its label shows.
public struct Button<Label: View>: View {
  let action: () -> Void
  let label: Label

  /// A button with a custom label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  public typealias Body = Never
}

extension Button where Label == Text {
  /// A button titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button titled with a string, shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

extension Button: PrimitiveView, ControlView {
  func children() -> [ChildView] { [ChildView(key: .content, view: label)] }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: .button, label: ScreenElement.title(of: children))]
  }

  var controlKind: ControlKind { .button(action) }
}
