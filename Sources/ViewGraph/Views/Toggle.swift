import ScenarioWire

/// A switch bound to a `Bool`: shown as `Toggle "Dark" = on`. `toggle "Dark"` sets
/// the binding to the opposite of what the toggle shows, as one event (rules 2.3,
/// 6.2). The toggle shows the bound value as read at its last update.
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle with a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public typealias Body = Never
}

extension Toggle where Label == Text {
  /// A toggle titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == ViewGraph.Label<Text, Image> {
  /// A toggle labelled with a title and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { ViewGraph.Label(titleKey, systemImage: systemImage) }
  }
}

extension Toggle: PrimitiveView, ControlView {
  func children() -> [ChildView] { [ChildView(key: .content, view: label)] }

  func update(node: ViewNode) {
    node.storeBoundValue { isOn.wrappedValue }
  }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    let on = node.storedBoundValue(as: Bool.self) ?? false
    return [
      ScreenElement(kind: .toggle, label: ScreenElement.title(of: children), value: ScreenElement.toggleValue(isOn: on))
    ]
  }

  var controlKind: ControlKind { .toggle(isOn) }
}
