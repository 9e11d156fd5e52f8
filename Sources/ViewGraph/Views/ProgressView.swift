import ScenarioWire

/// A spinner or a progress bar: shown as `ProgressView`, with its label's text and
/// its fraction when it has them (`ProgressView "Loading" = 0.5`).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let label: Label
  /// The completed fraction, `nil` for an indeterminate spinner.
  let fraction: Double?
  public typealias Body = Never
}

extension ProgressView {
  /// A bar showing `value` out of `total`, with a label and a label for its current
  /// value. The current value label is accepted and not shown: the dump shows the
  /// fraction itself.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.label = label()
    fraction = value.map { Double($0) / Double(total) }
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner with a label.
  public init(@ViewBuilder label: () -> Label) {
    self.label = label()
    fraction = nil
  }

  /// A bar showing `value` out of `total`, with a label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.label = label()
    fraction = value.map { Double($0) / Double(total) }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A spinner.
  public init() {
    label = EmptyView()
    fraction = nil
  }

  /// A bar showing `value` out of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    label = EmptyView()
    fraction = value.map { Double($0) / Double(total) }
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A spinner titled with a localized key.
  public init(_ titleKey: LocalizedStringKey) {
    label = Text(titleKey)
    fraction = nil
  }

  /// A spinner titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    label = Text(title)
    fraction = nil
  }

  /// A bar titled with a localized key.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    label = Text(titleKey)
    fraction = value.map { Double($0) / Double(total) }
  }
}

extension ProgressView: PrimitiveView {
  func children() -> [ChildView] { [ChildView(key: .content, view: label)] }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    let title = ScreenElement.title(of: children)
    return [
      ScreenElement(
        kind: .progressView, label: title.isEmpty ? nil : title, value: fraction.map { ScreenNumber($0).description })
    ]
  }
}
