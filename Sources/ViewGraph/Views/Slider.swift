import ScenarioWire

/// A control for a value in a continuous range: shown as `Slider "Volume" = 0.5`
/// (the bound value as read at its last update; `Slider = 0.5` without a label).
/// No transcript action reaches a slider.
public struct Slider<Label: View, ValueLabel: View>: View {
  let label: Label
  let boundValueText: () -> String

  /// A slider with a label and labels for its ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    boundValueText = { String(describing: value.wrappedValue) }
  }

  /// A slider with a label and labels for its ends, moving in steps.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    boundValueText = { String(describing: value.wrappedValue) }
  }

  /// A slider with labels for its ends and its label last (deprecated in SwiftUI).
  @_disfavoredOverload
  @available(*, deprecated, renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel },
      maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
  }

  /// A stepped slider with labels for its ends and its label last (deprecated in
  /// SwiftUI).
  @_disfavoredOverload
  @available(
    *, deprecated, renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, minimumValueLabel: { minimumValueLabel },
      maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
  }

  public typealias Body = Never
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    boundValueText = { String(describing: value.wrappedValue) }
  }

  /// A slider with a label and a step.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    boundValueText = { String(describing: value.wrappedValue) }
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with its label last (deprecated in SwiftUI).
  @_disfavoredOverload
  @available(*, deprecated, renamed: "Slider(value:in:label:onEditingChanged:)")
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
  }

  /// A stepped slider with its label last (deprecated in SwiftUI).
  @_disfavoredOverload
  @available(*, deprecated, renamed: "Slider(value:in:step:label:onEditingChanged:)")
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider without a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
  }

  /// A slider without a label, moving in steps.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
  }
}

extension Slider: PrimitiveView, ControlView {
  func children() -> [ChildView] { [ChildView(key: .content, view: label)] }

  func update(node: ViewNode) {
    node.storeBoundValue(boundValueText)
  }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    let title = ScreenElement.title(of: children)
    return [
      ScreenElement(
        kind: .slider, label: title.isEmpty ? nil : title, value: node.storedBoundValue(as: String.self))
    ]
  }

  var controlKind: ControlKind { .displayOnly }
}
