import ScenarioWire

/// A box around related content, with a label: shown as `GroupBox "Storage"` with
/// its content below.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A group box with a custom label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public typealias Body = Never
}

extension GroupBox where Label == EmptyView {
  /// A group box without a label.
  public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}

extension GroupBox where Label == Text {
  /// A group box titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group box titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension GroupBox: LabelledPrimitive {
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    let title = self.title(on: node)
    return [
      ScreenElement(kind: .groupBox, label: title.isEmpty ? nil : title, children: contentElements(on: node))
    ]
  }
}

/// A group box style (not shown).
public protocol GroupBoxStyle {}

/// The platform's default group box style.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  /// Creates the style.
  public init() {}
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The default style.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
  /// Sets the style of group boxes in this view (not shown).
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { inertModifier() }
}
