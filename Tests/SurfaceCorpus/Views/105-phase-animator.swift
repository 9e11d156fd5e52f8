import SwiftUI

/// A pulsing badge with a phase animator and a keyframe-free spring.
struct LivePulseView: View {
    @State private var isLive = true

    var body: some View {
        HStack {
            Circle()
                .fill(.red)
                .frame(width: 12, height: 12)
                .phaseAnimator([false, true]) { content, phase in
                    content.opacity(phase ? 1 : 0.3)
                }
            Text(isLive ? "LIVE" : "OFFLINE")
                .font(.caption.bold())
            Toggle("Live", isOn: $isLive.animation(.bouncy))
                .labelsHidden()
        }
    }
}
