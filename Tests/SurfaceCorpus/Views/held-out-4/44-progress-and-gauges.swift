import SwiftUI

struct ThickBarProgressStyle: ProgressViewStyle {
    var color: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        return VStack(alignment: .leading, spacing: 6) {
            configuration.label
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 6)
                    .fill(color.opacity(0.2))
                    .frame(height: 14)
                RoundedRectangle(cornerRadius: 6)
                    .fill(color)
                    .frame(width: 260 * fraction, height: 14)
            }
            .frame(width: 260)
        }
    }
}

struct UploadStatusView: View {
    @State private var uploaded = 0.35
    @State private var temperature = 21.5
    @State private var battery = 0.72

    var body: some View {
        VStack(spacing: 28) {
            ProgressView()
                .progressViewStyle(.circular)
                .tint(.purple)

            ProgressView(value: uploaded) {
                Text("Uploading photos")
            } currentValueLabel: {
                Text(uploaded, format: .percent.precision(.fractionLength(0)))
            }

            ProgressView("Storage", value: 48, total: 64)
                .progressViewStyle(.linear)

            ProgressView(value: uploaded) {
                Text("Backup")
            }
            .progressViewStyle(ThickBarProgressStyle(color: .green))

            HStack(spacing: 32) {
                Gauge(value: temperature, in: 10...35) {
                    Text("Temp")
                } currentValueLabel: {
                    Text("\(Int(temperature))°")
                } minimumValueLabel: {
                    Text("10")
                } maximumValueLabel: {
                    Text("35")
                }
                .gaugeStyle(.accessoryCircular)
                .tint(Gradient(colors: [.blue, .yellow, .red]))

                Gauge(value: battery) {
                    Image(systemName: "battery.75")
                }
                .gaugeStyle(.accessoryCircularCapacity)
            }

            Button("Simulate progress") {
                withAnimation {
                    uploaded = min(uploaded + 0.15, 1)
                    temperature += 1.5
                    battery = max(battery - 0.1, 0)
                }
            }
        }
        .padding()
    }
}

#Preview {
    UploadStatusView()
}
