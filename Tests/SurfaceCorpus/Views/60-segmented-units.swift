import SwiftUI

enum DistanceUnit: String, CaseIterable, Identifiable {
    case kilometres = "km"
    case miles = "mi"
    var id: String { rawValue }
}

/// Pickers in the old style-struct spellings.
struct UnitConverterView: View {
    @State private var unit = DistanceUnit.kilometres
    @State private var distance = 5

    var converted: Double {
        unit == .kilometres ? Double(distance) : Double(distance) * 0.621
    }

    var body: some View {
        Form {
            Picker("Unit", selection: $unit) {
                ForEach(DistanceUnit.allCases) { unit in
                    Text(unit.rawValue).tag(unit)
                }
            }
            .pickerStyle(SegmentedPickerStyle())
            Picker("Distance", selection: $distance) {
                ForEach(1..<43) { Text("\($0)") }
            }
            .pickerStyle(WheelPickerStyle())
            Text("\(converted, specifier: "%.1f") \(unit.rawValue)")
        }
    }
}
