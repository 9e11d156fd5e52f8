import SwiftUI

enum PulsePhase: CaseIterable {
    case rest, grow, glow

    var scale: Double {
        switch self {
        case .rest: 1
        case .grow: 1.25
        case .glow: 1.1
        }
    }

    var opacity: Double {
        self == .glow ? 0.6 : 1
    }
}

struct JumpValues {
    var verticalOffset = 0.0
    var scale = 1.0
    var angle = Angle.zero
}

struct AnimatedRewardsView: View {
    @State private var rewardCount = 0
    @State private var jumps = 0

    var body: some View {
        VStack(spacing: 60) {
            Image(systemName: "gift.fill")
                .font(.system(size: 64))
                .foregroundStyle(.pink)
                .phaseAnimator(PulsePhase.allCases, trigger: rewardCount) { content, phase in
                    content
                        .scaleEffect(phase.scale)
                        .opacity(phase.opacity)
                } animation: { phase in
                    switch phase {
                    case .rest: .smooth
                    case .grow: .spring(duration: 0.3, bounce: 0.5)
                    case .glow: .easeOut(duration: 0.4)
                    }
                }

            Button("Claim Reward (\(rewardCount))") {
                rewardCount += 1
            }

            Text("🐸")
                .font(.system(size: 64))
                .keyframeAnimator(initialValue: JumpValues(), trigger: jumps) { content, value in
                    content
                        .scaleEffect(value.scale)
                        .rotationEffect(value.angle)
                        .offset(y: value.verticalOffset)
                } keyframes: { _ in
                    KeyframeTrack(\.verticalOffset) {
                        LinearKeyframe(0, duration: 0.1)
                        SpringKeyframe(-80, duration: 0.3, spring: .bouncy)
                        CubicKeyframe(0, duration: 0.3)
                    }
                    KeyframeTrack(\.scale) {
                        CubicKeyframe(0.9, duration: 0.1)
                        CubicKeyframe(1.2, duration: 0.3)
                        CubicKeyframe(1, duration: 0.3)
                    }
                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.degrees(-10), duration: 0.35)
                        CubicKeyframe(.zero, duration: 0.35)
                    }
                }

            Button("Jump") {
                jumps += 1
            }
        }
    }
}

#Preview {
    AnimatedRewardsView()
}
