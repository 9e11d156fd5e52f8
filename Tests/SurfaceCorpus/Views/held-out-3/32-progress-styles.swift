import SwiftUI

struct GaugeProgressStyle: ProgressViewStyle {
    var strokeColor = Color.blue

    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        return ZStack {
            Circle()
                .stroke(strokeColor.opacity(0.2), lineWidth: 10)
            Circle()
                .trim(from: 0, to: fraction)
                .stroke(strokeColor, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text(fraction, format: .percent.precision(.fractionLength(0)))
                .font(.caption.bold())
        }
    }
}

struct DownloadProgressView: View {
    @State private var downloaded = 0.35

    var body: some View {
        VStack(spacing: 24) {
            ProgressView(value: downloaded) {
                Text("Downloading")
            } currentValueLabel: {
                Text("\(Int(downloaded * 100))%")
            }
            ProgressView(value: downloaded, total: 1.0)
                .progressViewStyle(GaugeProgressStyle(strokeColor: .pink))
                .frame(width: 80, height: 80)
            ProgressView(value: downloaded)
                .progressViewStyle(.linear)
                .tint(.green)
            Gauge(value: downloaded, in: 0...1) {
                Text("Disk")
            } currentValueLabel: {
                Text(downloaded, format: .percent)
            }
            .gaugeStyle(.accessoryCircularCapacity)
            Button("Advance") {
                withAnimation(.linear) {
                    downloaded = min(1, downloaded + 0.1)
                }
            }
        }
        .padding()
    }
}
