import SwiftUI

/// A countdown shown with timer-interval text and progress.
struct TeaTimerView: View {
    @State private var start = Date.now
    let steep: TimeInterval = 180

    var body: some View {
        VStack(spacing: 20) {
            Text(timerInterval: start...start.addingTimeInterval(steep), countsDown: true)
                .font(.system(size: 48, weight: .medium, design: .monospaced))
            ProgressView(timerInterval: start...start.addingTimeInterval(steep), countsDown: true) {
                Text("Steeping")
            }
            Button("Restart") { start = .now }
        }
        .padding()
    }
}
