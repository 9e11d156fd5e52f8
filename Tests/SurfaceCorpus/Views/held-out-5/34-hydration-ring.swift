import SwiftUI

struct ProgressRing: View {
    let progress: Double
    var lineWidth: CGFloat = 18
    var tint: Color = .blue

    var body: some View {
        ZStack {
            Circle()
                .stroke(tint.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: min(progress, 1))
                .stroke(tint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(.easeInOut(duration: 0.6), value: progress)
        }
    }
}

struct HydrationRingView: View {
    @State private var glasses = 3
    private let dailyGoal = 8

    private var progress: Double {
        Double(glasses) / Double(dailyGoal)
    }

    var body: some View {
        VStack(spacing: 32) {
            ZStack {
                ProgressRing(progress: progress, tint: .cyan)
                VStack {
                    Text("\(glasses)")
                        .font(.system(size: 56, weight: .bold, design: .rounded))
                    Text("of \(dailyGoal) glasses")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(width: 220, height: 220)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Water intake")
            .accessibilityValue("\(glasses) of \(dailyGoal) glasses")

            ProgressView(value: progress.clamped(to: 0...1)) {
                Text("Daily goal")
            } currentValueLabel: {
                Text(progress, format: .percent.precision(.fractionLength(0)))
            }
            .tint(.cyan)

            HStack(spacing: 20) {
                Button("Remove", systemImage: "minus") {
                    glasses = max(0, glasses - 1)
                }
                .labelStyle(.iconOnly)
                Button("Add Glass", systemImage: "drop.fill") {
                    glasses += 1
                }
                .buttonStyle(.borderedProminent)
                .tint(.cyan)
            }
        }
        .padding()
    }
}

extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

#Preview {
    HydrationRingView()
}
