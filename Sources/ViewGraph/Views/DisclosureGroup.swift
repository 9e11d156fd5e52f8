import ScenarioWire

/// A label that shows or hides its content: shown as `DisclosureGroup "Shipping"`,
/// `[expanded]` with its content below while expanded. `tap "Shipping"` expands or
/// collapses it, as one event; the content exists only while expanded, so collapsing
/// ends its lifetime.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  @State private var ownExpanded = false

  /// A group that keeps its own expansion, collapsed at first.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    isExpanded = nil
  }

  /// A group whose expansion is bound.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    self.isExpanded = isExpanded
  }

  /// The label, and the content while expanded.
  public var body: some View {
    let expanded = isExpanded ?? $ownExpanded
    DisclosureControl(label: label, content: expanded.wrappedValue ? content : nil, isExpanded: expanded)
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group titled with a localized key, its expansion bound.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A group titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(label) }
  }

  /// A group titled with a string shown verbatim, its expansion bound.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(label) }
  }
}

/// The control a `DisclosureGroup` shows.
struct DisclosureControl<Label: View, Content: View>: View {
  let label: Label
  let content: Content?
  let isExpanded: Binding<Bool>
  typealias Body = Never
}

extension DisclosureControl: LabelledPrimitive, ControlView {
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [
      ScreenElement(
        kind: .disclosureGroup, label: title(on: node), attributes: content == nil ? [] : [.expanded],
        children: contentElements(on: node))
    ]
  }

  var controlKind: ControlKind {
    let isExpanded = isExpanded
    return .button { isExpanded.wrappedValue.toggle() }
  }
}
