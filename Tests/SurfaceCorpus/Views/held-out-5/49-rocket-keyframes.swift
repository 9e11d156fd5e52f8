import SwiftUI

struct LaunchValues {
    var lift: CGFloat = 0
    var scale: CGFloat = 1
    var tilt: Angle = .zero
    var glow: Double = 0
}

struct RocketKeyframesView: View {
    @State private var launches = 0

    var body: some View {
        VStack(spacing: 40) {
            Image(systemName: "paperplane.fill")
                .font(.system(size: 64))
                .foregroundStyle(.indigo)
                .keyframeAnimator(initialValue: LaunchValues(), trigger: launches) { content, value in
                    content
                        .shadow(color: .orange.opacity(value.glow), radius: 12)
                        .scaleEffect(value.scale)
                        .rotationEffect(value.tilt)
                        .offset(y: -value.lift)
                } keyframes: { _ in
                    KeyframeTrack(\.lift) {
                        LinearKeyframe(0, duration: 0.2)
                        SpringKeyframe(220, duration: 0.6, spring: .bouncy)
                        CubicKeyframe(0, duration: 0.5)
                    }
                    KeyframeTrack(\.scale) {
                        CubicKeyframe(0.85, duration: 0.2)
                        CubicKeyframe(1.2, duration: 0.4)
                        CubicKeyframe(1, duration: 0.7)
                    }
                    KeyframeTrack(\.tilt) {
                        LinearKeyframe(.degrees(-10), duration: 0.3)
                        SpringKeyframe(.zero, duration: 0.5)
                    }
                    KeyframeTrack(\.glow) {
                        MoveKeyframe(1)
                        LinearKeyframe(0, duration: 1.2)
                    }
                }

            Button("Launch") {
                launches += 1
            }
            .buttonStyle(.borderedProminent)

            PhaseAnimator([0.0, 1.0, 0.5], trigger: launches) { value in
                Text("Countdown")
                    .font(.headline)
                    .opacity(0.4 + value * 0.6)
                    .offset(x: value * 10)
            } animation: { _ in
                .easeInOut(duration: 0.3)
            }
        }
        .padding()
    }
}

#Preview {
    RocketKeyframesView()
}
