import ScenarioWire

/// A control that selects one of its options: shown as `Picker "Flavor" = "Vanilla"`,
/// the text of the option whose tag equals the selection (no value when none
/// does). Options are tagged with `.tag(_:)`; inside a `ForEach` an option without
/// a tag stands for its element's id, as in SwiftUI. A tag matches only when its
/// type is exactly the selection's type (an `Int` tag never selects an `Int?`).
/// No transcript action reaches a picker.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker with a custom label.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// A picker with the label first (deprecated in SwiftUI, still common).
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.label = label
    self.content = content()
  }

  public typealias Body = Never
}

extension Picker where Label == Text {
  /// A picker titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker: LabelledPrimitive, ControlView {
  func update(node: ViewNode) {
    node.storeBoundValue { selection.wrappedValue }
  }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    let runtime = node.runtime
    let title = ScreenElement.title(of: runtime.screenElements(ofChild: Self.labelKey, of: node))
    var shown: String?
    if let selected = node.storedBoundValue(as: SelectionValue.self),
      let option = node.children.first(where: { $0.key == .content }).flatMap({ Self.option(selected, in: $0) })
    {
      shown = ScreenElement.title(of: runtime.screenElements(of: option))
    }
    return [ScreenElement(kind: .picker, label: title, value: shown)]
  }

  var controlKind: ControlKind { .displayOnly }

  /// The first option (in screen order) whose tag is `selected`.
  private static func option(_ selected: SelectionValue, in node: ViewNode) -> ViewNode? {
    options(in: node).first { tag, _ in type(of: tag) == SelectionValue.self && (tag as? SelectionValue) == selected }?
      .node
  }

  /// The tagged options under `node`: explicit `.tag` values, or the ids of `ForEach`
  /// elements that hold no explicit tag.
  private static func options(in node: ViewNode) -> [(tag: any Hashable, node: ViewNode)] {
    if let state = node.primitiveState as? TagState { return [(state.tag, node)] }
    let inner = node.children.flatMap { options(in: $0) }
    if inner.isEmpty, node.parent?.view is ForEachView, case .explicit(let id) = node.key,
      let tag = id.base as? any Hashable
    {
      return [(tag, node)]
    }
    return inner
  }
}
