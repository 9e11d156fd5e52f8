import Foundation

/// Text fields bound to a value through a format style (iOS 15) or a `Formatter`
/// (iOS 13): `TextField("Amount", value: $amount, format: .currency(code: "USD"))`.
///
/// The field shows the value formatted (US English, as `Text` formats); typing
/// edits the field's own text and leaves the value alone; submitting the field
/// parses the text into the binding, as SwiftUI commits such a field on submit, and
/// shows the value formatted again (text that does not parse leaves the value
/// unchanged). A transcript has no submit action yet: `ViewRuntime.submit(_:)` does it.
extension TextField {
  /// A field for a value, with a custom label.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    let style = format.locale(TextFormatting.locale)
    self.init(text: ValueText.binding(value, style.format), prompt: prompt, label: label)
    submission.commitValue = ValueText.commit(
      value, parse: { try? style.parseStrategy.parse($0) }, format: style.format)
  }

  /// A field for an optional value, with a custom label: empty text is `nil`.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    let style = format.locale(TextFormatting.locale)
    let show: (F.FormatInput?) -> String = { $0.map(style.format) ?? "" }
    self.init(text: ValueText.binding(value, show), prompt: prompt, label: label)
    submission.commitValue = ValueText.commit(
      value, parse: { $0.isEmpty ? .some(nil) : (try? style.parseStrategy.parse($0)).map { $0 } }, format: show)
  }
}

extension TextField where Label == Text {
  /// A field for a value, titled with a localized key.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
  }

  /// A field for a value, titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(title) }
  }

  /// A field for an optional value, titled with a localized key.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
  }

  /// A field for a value through a `Formatter` (iOS 13).
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    self.init(text: ValueText.binding(value, { formatter.string(for: $0) ?? "" }), prompt: nil) { Text(titleKey) }
    submission.commitValue = ValueText.commit(
      value, parse: { ValueText.parse($0, formatter) }, format: { formatter.string(for: $0) ?? "" })
  }

  /// A field for a value through a `Formatter`, titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
    self.init(text: ValueText.binding(value, { formatter.string(for: $0) ?? "" }), prompt: nil) { Text(title) }
    submission.commitValue = ValueText.commit(
      value, parse: { ValueText.parse($0, formatter) }, format: { formatter.string(for: $0) ?? "" })
  }
}

/// The text side of a value field.
enum ValueText {
  /// The text a value field shows: its value formatted. Typing sends nothing to the
  /// value (the setter ignores it); submitting does.
  static func binding<V>(_ value: Binding<V>, _ format: @escaping (V) -> String) -> Binding<String> {
    Binding(get: { format(value.wrappedValue) }, set: { _ in })
  }

  /// Parses submitted text into the value; returns the text to show.
  static func commit<V>(_ value: Binding<V>, parse: @escaping (String) -> V?, format: @escaping (V) -> String)
    -> (String) -> String
  {
    { text in
      if let parsed = parse(text) { value.wrappedValue = parsed }
      return format(value.wrappedValue)
    }
  }

  /// A `Formatter`'s reading of `text`, if it is a `V`: number and date formatters
  /// (Foundation on Linux has no general `getObjectValue`).
  static func parse<V>(_ text: String, _ formatter: Formatter) -> V? {
    if let dates = formatter as? DateFormatter { return dates.date(from: text) as? V }
    guard let number = (formatter as? NumberFormatter)?.number(from: text) else { return nil }
    switch V.self {
    case is Int.Type: return number.intValue as? V
    case is Double.Type: return number.doubleValue as? V
    case is Float.Type: return number.floatValue as? V
    case is CGFloat.Type: return CGFloat(number.doubleValue) as? V
    default: return number as? V
    }
  }
}
