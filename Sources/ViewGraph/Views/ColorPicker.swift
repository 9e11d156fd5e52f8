import ScenarioWire

/// A control bound to a colour: shown as `ColorPicker "Background" = "yellow"`, the
/// bound colour as read at its last update. No transcript action picks a colour.
public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let label: Label

  /// A colour picker with a custom label.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.label = label()
  }

  public typealias Body = Never
}

extension ColorPicker where Label == Text {
  /// A colour picker titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A colour picker titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

extension ColorPicker: PrimitiveView, ControlView {
  func children() -> [ChildView] { [ChildView(key: .content, view: label)] }

  func update(node: ViewNode) {
    node.storeBoundValue { selection.wrappedValue }
  }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    let color = node.storedBoundValue(as: Color.self)?.value
    return [
      ScreenElement(
        kind: .colorPicker, label: ScreenElement.title(of: children), value: color?.description, color: color)
    ]
  }

  var controlKind: ControlKind { .displayOnly }
}
