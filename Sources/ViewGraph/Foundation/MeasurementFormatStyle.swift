/// `measurement.formatted()` and `.formatted(.measurement(width:usage:…))`, which
/// Foundation on Linux lacks: the measurement in US English, as Apple's Foundation
/// writes it for the common units (temperature, length, mass, duration).
///
/// **Modelled** on Apple's output: `usage: .general` (the default) converts to the
/// unit US English prefers (°F; miles from half a mile, else feet from a foot, else
/// inches; pounds from a pound, else ounces; a duration as given), then rounds as
/// ICU's usage formatting does (to a whole number, keeping at least two significant
/// digits: `3.9 mi`, `64°F`); `.asProvided` keeps the unit and prints the number as
/// `Double.formatted()` does. The locale is always US English, as all of the engine's
/// text. Units outside the table print their symbol (`5 L`).
extension Measurement where UnitType: Dimension {
  /// How a measurement is written: the width of its unit, the unit it is shown in, and
  /// how its number is written.
  public struct FormatStyle: Foundation.FormatStyle, Sendable {
    /// How much of a unit's name is written.
    public struct UnitWidth: Codable, Hashable, Sendable {
      let name: String
      /// The whole name: `64 degrees Fahrenheit`.
      public static var wide: UnitWidth { UnitWidth(name: "wide") }
      /// The symbol: `64°F`.
      public static var abbreviated: UnitWidth { UnitWidth(name: "abbreviated") }
      /// The shortest symbol: `64°`.
      public static var narrow: UnitWidth { UnitWidth(name: "narrow") }
    }

    /// How much of the unit's name is written.
    public var width: UnitWidth
    /// The locale (the engine writes US English whatever it is).
    public var locale: Locale
    /// Which unit the measurement is shown in.
    public var usage: MeasurementFormatUnitUsage<UnitType>?
    /// How the number is written; `nil` for the usage's own rounding.
    public var numberFormatStyle: FloatingPointFormatStyle<Double>?
    /// Whether a temperature drops its scale (`64°`).
    var hidesScaleName = false

    /// A style with a width, usage and number style.
    public init(
      width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) {
      self.width = width
      self.locale = locale
      self.usage = usage
      self.numberFormatStyle = numberFormatStyle
    }

    /// The measurement as text.
    public func format(_ measurement: Measurement<UnitType>) -> String {
      let shown = usage == .asProvided ? measurement.unit : MeasurementWriting.preferredUnit(for: measurement)
      let value = measurement.converted(to: shown).value
      let number: String
      if let numberFormatStyle {
        number = numberFormatStyle.locale(TextFormatting.locale).format(value)
      } else {
        number = MeasurementWriting.number(value, rounded: usage != .asProvided)
      }
      return MeasurementWriting.label(number, unit: shown, width: width.name, hidesScaleName: hidesScaleName)
    }

    /// The same style in another locale.
    public func locale(_ locale: Locale) -> Self {
      var style = self
      style.locale = locale
      return style
    }
  }

  /// The measurement as text in `style`.
  public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput
  where S.FormatInput == Measurement<UnitType> {
    style.format(self)
  }

  /// The measurement with an abbreviated unit, in the unit US English prefers: `3.9 mi`.
  public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }
}

extension Foundation.FormatStyle {
  /// A measurement style: `.formatted(.measurement(width: .wide))`.
  public static func measurement<UnitType: Dimension>(
    width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated,
    usage: MeasurementFormatUnitUsage<UnitType> = .general, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
  ) -> Self where Self == Measurement<UnitType>.FormatStyle {
    Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
  }

  /// A temperature style, which may drop the scale's name (`64°`).
  public static func measurement(
    width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
    usage: MeasurementFormatUnitUsage<UnitTemperature> = .general, hidesScaleName: Bool = false,
    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
  ) -> Self where Self == Measurement<UnitTemperature>.FormatStyle {
    var style = Measurement<UnitTemperature>.FormatStyle(
      width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    style.hidesScaleName = hidesScaleName
    return style
  }
}

/// Which unit a measurement is shown in: the one the locale prefers for a use, or the
/// one it was given in.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
  let name: String
  /// The unit the locale prefers in general.
  public static var general: Self { Self(name: "general") }
  /// The unit the measurement was given in.
  public static var asProvided: Self { Self(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
  /// A temperature in a weather report (°F in US English).
  public static var weather: Self { Self(name: "weather") }
  /// A person's temperature (°F in US English).
  public static var person: Self { Self(name: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
  /// A person's height (feet and inches are modelled as the general length).
  public static var personHeight: Self { Self(name: "personHeight") }
  /// A distance by road.
  public static var road: Self { Self(name: "road") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
  /// A person's weight.
  public static var personWeight: Self { Self(name: "personWeight") }
}

/// The parts of a written measurement: the preferred unit, the number, the label.
enum MeasurementWriting {
  /// The unit US English prefers for a measurement (see ``Measurement/FormatStyle``).
  static func preferredUnit<UnitType: Dimension>(for measurement: Measurement<UnitType>) -> UnitType {
    let base = measurement.converted(to: UnitType.baseUnit()).value.magnitude
    let preferred: Dimension
    switch measurement.unit {
    case is UnitTemperature: preferred = UnitTemperature.fahrenheit
    case is UnitLength:
      preferred = base >= 804.672 ? UnitLength.miles : base >= 0.3048 ? UnitLength.feet : UnitLength.inches
    case is UnitMass: preferred = base >= 0.45359237 ? UnitMass.pounds : UnitMass.ounces
    default: preferred = measurement.unit
    }
    return preferred as? UnitType ?? measurement.unit
  }

  /// The number in US English; `rounded`, to a whole number keeping at least two
  /// significant digits (ICU's rounding for a usage).
  static func number(_ value: Double, rounded: Bool) -> String {
    let style = FloatingPointFormatStyle<Double>(locale: TextFormatting.locale)
    guard rounded else { return style.format(value) }
    if value.magnitude >= 10 || value == 0 { return style.format(value.rounded()) }
    return style.precision(.significantDigits(1...2)).format(value)
  }

  /// `number` with the unit's label for `width` (`wide`, `abbreviated`, `narrow`).
  static func label(_ number: String, unit: Dimension, width: String, hidesScaleName: Bool) -> String {
    if hidesScaleName && unit is UnitTemperature {
      return width == "wide" ? number + (number == "1" ? " degree" : " degrees") : number + "°"
    }
    // Symbols repeat across dimensions (`m` is a meter and, in Foundation, a minute).
    let family = unit is UnitDuration ? "duration " : ""
    guard let names = unitNames[family + unit.symbol] else { return number + " " + unit.symbol }
    switch width {
    case "wide": return number + " " + (number == "1" ? names.one : names.other)
    case "narrow": return number + names.narrow
    default: return number + names.abbreviated
    }
  }

  /// Each common unit's label, by its symbol (a duration's after `duration `):
  /// abbreviated, narrow, wide singular and plural.
  static let unitNames: [String: (abbreviated: String, narrow: String, one: String, other: String)] = [
    "°F": ("°F", "°", "degree Fahrenheit", "degrees Fahrenheit"),
    "°C": ("°C", "°C", "degree Celsius", "degrees Celsius"),
    "K": (" K", "K", "kelvin", "kelvins"),
    "km": (" km", "km", "kilometer", "kilometers"),
    "m": (" m", "m", "meter", "meters"),
    "cm": (" cm", "cm", "centimeter", "centimeters"),
    "mm": (" mm", "mm", "millimeter", "millimeters"),
    "mi": (" mi", "mi", "mile", "miles"),
    "yd": (" yd", "yd", "yard", "yards"),
    "ft": (" ft", "′", "foot", "feet"),
    "in": (" in", "″", "inch", "inches"),
    "kg": (" kg", "kg", "kilogram", "kilograms"),
    "g": (" g", "g", "gram", "grams"),
    "lb": (" lb", "lb", "pound", "pounds"),
    "oz": (" oz", "oz", "ounce", "ounces"),
    "duration h": (" hr", "h", "hour", "hours"),
    "duration m": (" min", "m", "minute", "minutes"),
    "duration s": (" sec", "s", "second", "seconds"),
    "duration ms": (" ms", "ms", "millisecond", "milliseconds"),
  ]
}
