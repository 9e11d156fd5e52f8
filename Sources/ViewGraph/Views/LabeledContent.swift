import ScenarioWire

/// A label with a value or content beside it (iOS 16): shown as
/// `LabeledContent "Model" = "Folio One"` for a value, or with its content below.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Labelled content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public typealias Body = Never
}

extension LabeledContent where Label == Text {
  /// Content titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
}

extension LabeledContent where Label == Text {
  /// Content titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A value titled with a localized key.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A value titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// A formatted value titled with a localized key.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }
}

extension LabeledContent: LabelledPrimitive {
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    let title = self.title(on: node)
    let shown = contentElements(on: node)
    if shown.count == 1, shown[0].kind == .text, shown[0].children.isEmpty {
      return [ScreenElement(kind: .labeledContent, label: title, value: shown[0].label)]
    }
    return [ScreenElement(kind: .labeledContent, label: title, children: shown)]
  }
}
