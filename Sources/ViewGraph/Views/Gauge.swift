import ScenarioWire

/// A value shown within a range (iOS 16): shown as `Gauge "Temperature" = "0.55"`, the
/// value's fraction of the range.
public struct Gauge<Label: View, CurrentValueLabel: View>: View {
  let label: Label
  let fraction: Double

  /// A gauge with a label and a current-value label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.label = label()
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span == 0 ? 0 : Double(value - bounds.lowerBound) / span
  }

  /// A gauge with labels for its value and its ends (the end labels are not shown).
  public init<V: BinaryFloatingPoint, BoundsLabel: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel)
  }

  public typealias Body = Never
}

extension Gauge where CurrentValueLabel == EmptyView {
  /// A gauge with a label.
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
  }
}

extension Gauge: PrimitiveView {
  func children() -> [ChildView] { [ChildView(key: .content, view: label)] }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    let title = ScreenElement.title(of: children)
    return [ScreenElement(kind: .gauge, label: title.isEmpty ? nil : title, value: ScreenNumber(fraction).description)]
  }
}

/// A gauge style (not shown).
public protocol GaugeStyle {}

/// A built-in gauge style: `.automatic`, `.linearCapacity`, `.accessoryCircular`, …
public struct DefaultGaugeStyle: GaugeStyle {
  let name: String
  /// Creates the default style.
  public init() { name = "automatic" }
  init(name: String) { self.name = name }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The default style.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
  /// A bar filling up.
  public static var linearCapacity: DefaultGaugeStyle { DefaultGaugeStyle(name: "linearCapacity") }
  /// A ring, as in a widget.
  public static var accessoryCircular: DefaultGaugeStyle { DefaultGaugeStyle(name: "accessoryCircular") }
  /// A ring filling up, as in a widget.
  public static var accessoryCircularCapacity: DefaultGaugeStyle {
    DefaultGaugeStyle(name: "accessoryCircularCapacity")
  }
  /// A bar, as in a widget.
  public static var accessoryLinear: DefaultGaugeStyle { DefaultGaugeStyle(name: "accessoryLinear") }
  /// A bar filling up, as in a widget.
  public static var accessoryLinearCapacity: DefaultGaugeStyle { DefaultGaugeStyle(name: "accessoryLinearCapacity") }
}

extension View {
  /// Sets the style of gauges in this view (not shown).
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { inertModifier() }
}
