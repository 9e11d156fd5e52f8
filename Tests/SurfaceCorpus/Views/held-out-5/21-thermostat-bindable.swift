import SwiftUI
import Observation

@Observable
final class HomeClimate {
    var targetTemperature = 21.0
    var isEcoMode = false
    var roomName = "Living Room"
    var fanSpeed = 1

    var summary: String {
        "\(roomName): \(targetTemperature.formatted(.number.precision(.fractionLength(1))))°"
    }
}

struct ThermostatRootView: View {
    @State private var climate = HomeClimate()

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                ThermostatReadout()
                ThermostatControls(climate: climate)
            }
            .padding()
            .navigationTitle("Climate")
        }
        .environment(climate)
    }
}

struct ThermostatReadout: View {
    @Environment(HomeClimate.self) private var climate

    var body: some View {
        VStack {
            Text(climate.summary)
                .font(.title.monospacedDigit())
            if climate.isEcoMode {
                Label("Eco mode", systemImage: "leaf.fill")
                    .foregroundStyle(.green)
            }
        }
    }
}

struct ThermostatControls: View {
    @Bindable var climate: HomeClimate

    var body: some View {
        Form {
            TextField("Room", text: $climate.roomName)
            Stepper(value: $climate.targetTemperature, in: 16...28, step: 0.5) {
                Text("Target \(climate.targetTemperature, specifier: "%.1f")°")
            }
            Toggle("Eco mode", isOn: $climate.isEcoMode)
            Picker("Fan", selection: $climate.fanSpeed) {
                Text("Low").tag(1)
                Text("Medium").tag(2)
                Text("High").tag(3)
            }
            .pickerStyle(.segmented)
            FanQuickToggle()
        }
    }
}

struct FanQuickToggle: View {
    @Environment(HomeClimate.self) private var climate

    var body: some View {
        @Bindable var climate = climate
        Toggle("Maximum fan", isOn: Binding(
            get: { climate.fanSpeed == 3 },
            set: { climate.fanSpeed = $0 ? 3 : 1 }
        ))
        .onChange(of: climate.isEcoMode) {
            if climate.isEcoMode { climate.fanSpeed = 1 }
        }
    }
}

#Preview {
    ThermostatRootView()
}
