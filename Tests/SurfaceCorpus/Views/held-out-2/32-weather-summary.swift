import SwiftUI

struct Forecast: Equatable {
    var city: String
    var temperature: Measurement<UnitTemperature>
    var condition: String
    var symbol: String
}

enum LoadState: Equatable {
    case loading
    case loaded(Forecast)
    case failed(String)
}

struct WeatherSummary: View {
    @State private var city = "Oslo"
    @State private var state = LoadState.loading
    @State private var refreshCount = 0

    var body: some View {
        VStack(spacing: 16) {
            Picker("City", selection: $city) {
                ForEach(["Oslo", "Lisbon", "Nairobi"], id: \.self) { Text($0) }
            }
            .pickerStyle(.menu)

            switch state {
            case .loading:
                placeholderCard
                    .redacted(reason: .placeholder)
            case .loaded(let forecast):
                VStack {
                    Image(systemName: forecast.symbol)
                        .symbolRenderingMode(.multicolor)
                        .font(.system(size: 64))
                        .symbolEffect(.bounce, value: refreshCount)
                    Text(forecast.temperature.formatted(.measurement(width: .abbreviated)))
                        .font(.system(size: 48, weight: .thin, design: .rounded))
                    Label(forecast.condition, systemImage: "thermometer.medium")
                    Text("Updated \(Text(.now, style: .time))")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            case .failed(let message):
                Label(message, systemImage: "exclamationmark.triangle")
                    .foregroundStyle(.red)
            }

            Button("Refresh") {
                refreshCount += 1
            }
        }
        .task(id: city) {
            state = .loading
            try? await Task.sleep(for: .milliseconds(200))
            state = .loaded(Forecast(
                city: city,
                temperature: Measurement(value: 18, unit: .celsius),
                condition: "Partly cloudy",
                symbol: "cloud.sun.fill"
            ))
        }
    }

    var placeholderCard: some View {
        VStack {
            Image(systemName: "cloud")
                .font(.system(size: 64))
            Text("00°C")
                .font(.largeTitle)
        }
    }
}
