import SwiftUI

/// Animated number changes and a bouncing symbol (iOS 17).
struct StepCounterView: View {
    @State private var steps = 4_200

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "figure.walk")
                .font(.largeTitle)
                .symbolEffect(.bounce, value: steps)
            Text(steps, format: .number)
                .font(.system(size: 56, weight: .bold, design: .rounded))
                .contentTransition(.numericText())
            Button("Add 100 steps") {
                withAnimation(.spring(duration: 0.4, bounce: 0.3)) {
                    steps += 100
                }
            }
            .sensoryFeedback(.increase, trigger: steps)
        }
    }
}
