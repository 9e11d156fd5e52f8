import SwiftUI
import Combine

struct LapStopwatchView: View {
    @State private var elapsed: TimeInterval = 0
    @State private var isRunning = false
    @State private var laps: [TimeInterval] = []

    private let ticker = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 24) {
            Text(formatted(elapsed))
                .font(.system(size: 64, weight: .thin, design: .monospaced))
                .monospacedDigit()

            HStack(spacing: 40) {
                Button(isRunning ? "Lap" : "Reset") {
                    if isRunning {
                        laps.insert(elapsed, at: 0)
                    } else {
                        elapsed = 0
                        laps.removeAll()
                    }
                }
                .buttonStyle(.bordered)
                .disabled(!isRunning && elapsed == 0)

                Button(isRunning ? "Stop" : "Start") {
                    isRunning.toggle()
                }
                .buttonStyle(.borderedProminent)
                .tint(isRunning ? .red : .green)
            }
            .controlSize(.large)

            List {
                ForEach(Array(laps.enumerated()), id: \.offset) { index, lap in
                    HStack {
                        Text("Lap \(laps.count - index)")
                        Spacer()
                        Text(formatted(lap)).monospacedDigit()
                    }
                }
            }
            .listStyle(.plain)
        }
        .padding(.top, 40)
        .onReceive(ticker) { _ in
            guard isRunning else { return }
            elapsed += 0.1
        }
    }

    private func formatted(_ interval: TimeInterval) -> String {
        let minutes = Int(interval) / 60
        let seconds = Int(interval) % 60
        let tenths = Int((interval * 10).truncatingRemainder(dividingBy: 10))
        return String(format: "%02d:%02d.%d", minutes, seconds, tenths)
    }
}

#Preview {
    LapStopwatchView()
}
