import SwiftUI
import Combine

/// A stopwatch driven by a Combine timer.
struct StopwatchView: View {
    @State private var elapsed = 0.0
    @State private var running = false
    let ticker = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 24) {
            Text(String(format: "%.1f", elapsed))
                .font(.system(size: 56, weight: .bold, design: .monospaced))
            HStack {
                Button(running ? "Stop" : "Start") { running.toggle() }
                Button("Reset") { elapsed = 0 }
                    .disabled(running)
            }
        }
        .onReceive(ticker) { _ in
            if running { elapsed += 0.1 }
        }
    }
}
