import SwiftUI

/// A temperature control with a gauge and a labelled slider.
struct ThermostatView: View {
    @State private var temperature = 21.0

    var body: some View {
        VStack(spacing: 24) {
            Gauge(value: temperature, in: 10...30) {
                Text("Temperature")
            } currentValueLabel: {
                Text("\(Int(temperature))°")
            }
            .gaugeStyle(.accessoryCircular)
            Slider(value: $temperature, in: 10...30, step: 0.5) {
                Text("Temperature")
            }
            Text(temperature, format: .number)
        }
        .padding()
    }
}
