import Foundation

extension LocalizedStringKey.StringInterpolation {
  /// A value formatted with a format style: `"\(price, format: .currency(code: "EUR"))"`.
  public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    appendLiteral(format.locale(TextFormatting.locale).format(input))
  }

  /// A date shown in a given style: `"\(date, style: .time)"`.
  public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
    appendLiteral(style.format(date))
  }
}

extension Text {
  /// Text showing a value formatted with a format style.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.locale(TextFormatting.locale).format(input))
  }

  /// Text showing a date in a given style.
  public init(_ date: Date, style: DateStyle) { self.init(verbatim: style.format(date)) }

  /// Text showing a range of dates: both ends with date and time, joined by an en
  /// dash (`Jan 1, 2025, 9:41 AM – Jan 1, 2025, 10:41 AM`).
  public init(_ dates: ClosedRange<Date>) {
    self.init(verbatim: TextFormatting.interval(from: dates.lowerBound, to: dates.upperBound))
  }

  /// Text showing a date interval, as `Text(start...end)` does.
  public init(_ interval: DateInterval) {
    self.init(verbatim: TextFormatting.interval(from: interval.start, to: interval.end))
  }

  /// How `Text(date, style:)` shows a date. Relative styles are shown as absolute
  /// ones: the engine's clock is virtual and text does not update by itself.
  public struct DateStyle: Sendable {
    let format: @Sendable (Date) -> String
    /// The date: `January 1, 2025`.
    public static let date = DateStyle { TextFormatting.format($0, date: .long, time: .omitted) }
    /// The time: `9:41 AM`.
    public static let time = DateStyle { TextFormatting.format($0, date: .omitted, time: .shortened) }
    /// The date and time.
    public static let relative = DateStyle { TextFormatting.format($0, date: .abbreviated, time: .shortened) }
    /// The date and time.
    public static let offset = relative
    /// The date and time.
    public static let timer = relative
  }
}

/// The locale and time zone text is formatted in: US English and UTC, whatever the
/// machine, so transcripts are the same everywhere (the environment's `locale` says
/// the same).
enum TextFormatting {
  static let locale = Locale(identifier: "en_US")
  static let timeZone = TimeZone(identifier: "UTC")!

  static func format(_ date: Date, date dateStyle: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle)
    -> String
  {
    var style = Date.FormatStyle(date: dateStyle, time: time)
    style.locale = locale
    style.timeZone = timeZone
    return style.format(date)
  }

  /// Two dates as an interval: each with an abbreviated date and a short time.
  static func interval(from start: Date, to end: Date) -> String {
    format(start, date: .abbreviated, time: .shortened) + " – " + format(end, date: .abbreviated, time: .shortened)
  }
}
