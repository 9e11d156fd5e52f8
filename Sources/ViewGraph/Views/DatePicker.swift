import ScenarioWire

/// A control bound to a date: shown as `DatePicker "Birthday" = "Jan 1, 2025"`, the
/// bound date as read at its last update, formatted for its components (US English,
/// UTC, as `Text` formats dates): `Jan 1, 2025`, `9:41 AM`, or both. It follows its
/// binding like every control; no transcript action picks a date.
public struct DatePicker<Label: View>: View {
  let selection: Binding<Date>
  let components: DatePickerComponents
  let label: Label

  /// A date picker with a custom label.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    components = displayedComponents
    self.label = label()
  }

  /// A date picker limited to a range (the range is not enforced: no action picks).
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// A date picker limited to dates from a start.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// A date picker limited to dates up to an end.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  public typealias Body = Never
}

extension DatePicker where Label == Text {
  /// A date picker titled with a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker titled with a localized key, limited to a range.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker titled with a localized key, limited to dates from a start.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker titled with a localized key, limited to dates up to an end.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A date picker titled with a string shown verbatim, limited to a range.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
}

extension DatePicker: PrimitiveView, ControlView {
  func children() -> [ChildView] { [ChildView(key: .content, view: label)] }

  func update(node: ViewNode) {
    node.storeBoundValue { selection.wrappedValue }
  }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    let title = ScreenElement.title(of: children)
    let shown = node.storedBoundValue(as: Date.self).map(components.format)
    return [ScreenElement(kind: .datePicker, label: title, value: shown)]
  }

  var controlKind: ControlKind { .displayOnly }
}

/// The parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  /// Creates components from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 1)

  /// The date as a picker with these components shows it.
  func format(_ date: Date) -> String {
    TextFormatting.format(
      date, date: contains(.date) ? .abbreviated : .omitted, time: contains(.hourAndMinute) ? .shortened : .omitted)
  }
}

/// A date picker style (not shown).
public protocol DatePickerStyle {}

/// The platform's default date picker style.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

/// A compact button that opens a picker.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

/// A calendar and a clock.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

/// Scrolling wheels.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The default style.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// The compact style.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// The graphical style.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// The wheel style.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
  /// Sets the style of date pickers in this view (not shown).
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { inertModifier() }
}
