import SwiftUI
import Combine

struct FocusTimerView: View {
    @State private var remaining = 25 * 60
    @State private var isRunning = false
    let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var formatted: String {
        String(format: "%02d:%02d", remaining / 60, remaining % 60)
    }

    var body: some View {
        VStack(spacing: 30) {
            Text(formatted)
                .font(.system(size: 64, weight: .thin, design: .monospaced))
            HStack(spacing: 20) {
                Button(isRunning ? "Pause" : "Start") {
                    isRunning.toggle()
                }
                .buttonStyle(.borderedProminent)
                .tint(isRunning ? .orange : .green)
                Button("Reset") {
                    isRunning = false
                    remaining = 25 * 60
                }
                .buttonStyle(.bordered)
            }
        }
        .onReceive(ticker) { _ in
            guard isRunning, remaining > 0 else { return }
            remaining -= 1
        }
        .onChange(of: remaining) { oldValue, newValue in
            if newValue == 0 {
                isRunning = false
            }
        }
    }
}
