import SwiftUI

struct StopwatchView: View {
    @State private var elapsed: TimeInterval = 0
    @State private var isRunning = false
    @State private var laps: [TimeInterval] = []

    let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    private func formatted(_ interval: TimeInterval) -> String {
        let minutes = Int(interval) / 60
        let seconds = Int(interval) % 60
        let tenths = Int((interval * 10).truncatingRemainder(dividingBy: 10))
        return String(format: "%02d:%02d.%d", minutes, seconds, tenths)
    }

    var body: some View {
        VStack(spacing: 24) {
            Text(formatted(elapsed))
                .font(.system(size: 64, weight: .thin, design: .rounded))
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
                .frame(width: 80, height: 80)
                .background(Circle().fill(Color.gray.opacity(0.25)))

                Button(isRunning ? "Stop" : "Start") {
                    isRunning.toggle()
                }
                .frame(width: 80, height: 80)
                .foregroundStyle(isRunning ? .red : .green)
                .background(Circle().fill((isRunning ? Color.red : Color.green).opacity(0.2)))
            }

            List(Array(laps.enumerated()), id: \.offset) { index, lap in
                HStack {
                    Text("Lap \(laps.count - index)")
                    Spacer()
                    Text(formatted(lap))
                        .monospacedDigit()
                }
            }
            .listStyle(.plain)
        }
        .padding(.top, 40)
        .onReceive(timer) { _ in
            if isRunning {
                elapsed += 0.1
            }
        }
    }
}

#Preview {
    StopwatchView()
}
