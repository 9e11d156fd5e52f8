import SwiftUI

struct TemperatureConverter: View {
    @State private var input = 20.0
    @State private var fromUnit = "Celsius"
    @State private var toUnit = "Fahrenheit"
    @FocusState private var inputFocused: Bool

    let units = ["Celsius", "Fahrenheit", "Kelvin"]

    var converted: Double {
        let celsius: Double
        switch fromUnit {
        case "Fahrenheit": celsius = (input - 32) * 5 / 9
        case "Kelvin": celsius = input - 273.15
        default: celsius = input
        }
        switch toUnit {
        case "Fahrenheit": return celsius * 9 / 5 + 32
        case "Kelvin": return celsius + 273.15
        default: return celsius
        }
    }

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Input")) {
                    TextField("Value", value: $input, format: .number)
                        .keyboardType(.decimalPad)
                        .focused($inputFocused)
                    Picker("From", selection: $fromUnit) {
                        ForEach(units, id: \.self) { Text($0) }
                    }
                    .pickerStyle(SegmentedPickerStyle())
                }
                Section(header: Text("Output")) {
                    Picker("To", selection: $toUnit) {
                        ForEach(units, id: \.self) { Text($0) }
                    }
                    .pickerStyle(.segmented)
                    Text(converted.formatted(.number.precision(.fractionLength(2))))
                }
            }
            .navigationTitle("Converter")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { inputFocused = false }
                }
            }
        }
    }
}
