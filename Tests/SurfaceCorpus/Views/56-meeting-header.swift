import SwiftUI

/// A meeting timer header: progress, labels, and one accessibility element.
struct MeetingHeaderView: View {
    let secondsElapsed: Int
    let secondsRemaining: Int

    private var totalSeconds: Int { secondsElapsed + secondsRemaining }
    private var progress: Double {
        guard totalSeconds > 0 else { return 1 }
        return Double(secondsElapsed) / Double(totalSeconds)
    }
    private var minutesRemaining: Int { secondsRemaining / 60 }

    var body: some View {
        VStack {
            ProgressView(value: progress)
            HStack {
                VStack(alignment: .leading) {
                    Text("Seconds Elapsed")
                        .font(.caption)
                    Label("\(secondsElapsed)", systemImage: "hourglass.tophalf.fill")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Seconds Remaining")
                        .font(.caption)
                    Label("\(secondsRemaining)", systemImage: "hourglass.bottomhalf.fill")
                        .labelStyle(.titleAndIcon)
                }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Time remaining")
        .accessibilityValue("\(minutesRemaining) minutes")
        .padding([.top, .horizontal])
    }
}

struct MeetingView: View {
    @State private var elapsed = 0

    var body: some View {
        NavigationStack {
            VStack {
                MeetingHeaderView(secondsElapsed: elapsed, secondsRemaining: 300 - elapsed)
                Button("Skip speaker") { elapsed = min(elapsed + 60, 300) }
            }
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
