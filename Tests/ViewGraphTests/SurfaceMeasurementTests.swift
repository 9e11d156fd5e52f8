import Foundation
import Testing

@testable import ViewGraph

/// `Measurement.formatted`, which Foundation on Linux lacks: Apple's US English words,
/// in the unit US English prefers unless the usage is `.asProvided`.
@MainActor
@Suite struct SurfaceMeasurementTests {
  struct Forecast: View {
    let high = Measurement(value: 18, unit: UnitTemperature.celsius)
    var body: some View {
      VStack {
        Text(high, format: .measurement(width: .wide))
        Text("High \(high.formatted(.measurement(width: .narrow)))")
      }
    }
  }

  @Test func textShowsAMeasurementInItsFormat() throws {
    #expect(try screenLines(Forecast()) == ["VStack", "  Text \"64 degrees Fahrenheit\"", "  Text \"High 64°\""])
  }

  @Test func formattedShowsTheUnitUSEnglishPrefersRoundedAsICURoundsAUsage() {
    #expect(Measurement(value: 6.2, unit: UnitLength.kilometers).formatted() == "3.9 mi")
    #expect(Measurement(value: 10, unit: UnitLength.kilometers).formatted() == "6.2 mi")
    #expect(Measurement(value: 100, unit: UnitLength.kilometers).formatted() == "62 mi")
    #expect(Measurement(value: 2, unit: UnitLength.meters).formatted() == "6.6 ft")
    #expect(Measurement(value: 5, unit: UnitLength.centimeters).formatted() == "2 in")
    #expect(Measurement(value: 18, unit: UnitTemperature.celsius).formatted() == "64°F")
    #expect(Measurement(value: 70, unit: UnitMass.kilograms).formatted() == "154 lb")
    #expect(Measurement(value: 100, unit: UnitMass.grams).formatted() == "3.5 oz")
    #expect(Measurement(value: 90, unit: UnitDuration.minutes).formatted() == "90 min")
  }

  @Test func widthsWriteTheUnitWholeAbbreviatedOrNarrow() {
    let temperature = Measurement(value: 18, unit: UnitTemperature.celsius)
    #expect(temperature.formatted(.measurement(width: .abbreviated)) == "64°F")
    #expect(temperature.formatted(.measurement(width: .narrow)) == "64°")
    #expect(temperature.formatted(.measurement(width: .wide)) == "64 degrees Fahrenheit")
    #expect(temperature.formatted(.measurement(width: .abbreviated, hidesScaleName: true)) == "64°")
    let mile = Measurement(value: 1.609344, unit: UnitLength.kilometers)
    #expect(mile.formatted(.measurement(width: .wide)) == "1 mile")
    #expect(Measurement(value: 2, unit: UnitDuration.hours).formatted(.measurement(width: .wide)) == "2 hours")
    #expect(Measurement(value: 30, unit: UnitDuration.seconds).formatted(.measurement(width: .narrow)) == "30s")
    #expect(Measurement(value: 3, unit: UnitLength.meters).formatted(.measurement(usage: .asProvided)) == "3 m")
  }

  @Test func asProvidedKeepsTheUnitAndTheNumber() {
    let distance = Measurement(value: 6.25, unit: UnitLength.kilometers)
    #expect(distance.formatted(.measurement(width: .abbreviated, usage: .asProvided)) == "6.25 km")
    #expect(distance.formatted(.measurement(width: .wide, usage: .asProvided)) == "6.25 kilometers")
    let weather = Measurement(value: 21.5, unit: UnitTemperature.celsius)
    #expect(weather.formatted(.measurement(width: .abbreviated, usage: .asProvided)) == "21.5°C")
    #expect(
      weather.formatted(
        .measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(0))))
        == "22°C")
    #expect(Measurement(value: 1234.5, unit: UnitMass.grams).formatted(.measurement(usage: .asProvided)) == "1,234.5 g")
  }

  @Test func aUnitOutsideTheTableShowsItsSymbol() {
    #expect(Measurement(value: 2, unit: UnitVolume.liters).formatted(.measurement(usage: .asProvided)) == "2 L")
  }
}
