import SwiftUI

struct PulseAndSpinView: View {
    @State private var animationAmount = 1.0
    @State private var spinAmount = 0.0
    @State private var stepAmount = 1.0

    var body: some View {
        VStack(spacing: 40) {
            Button("Tap Me") {
                // nothing: the ring pulses on its own
            }
            .padding(50)
            .background(.red)
            .foregroundStyle(.white)
            .clipShape(.circle)
            .overlay(
                Circle()
                    .stroke(.red)
                    .scaleEffect(animationAmount)
                    .opacity(2 - animationAmount)
                    .animation(
                        .easeOut(duration: 1)
                            .repeatForever(autoreverses: false),
                        value: animationAmount
                    )
            )
            .onAppear {
                animationAmount = 2
            }

            Button("Spin") {
                withAnimation(.spring(duration: 1, bounce: 0.5)) {
                    spinAmount += 360
                }
            }
            .padding(40)
            .background(.blue)
            .foregroundStyle(.white)
            .clipShape(.circle)
            .rotation3DEffect(.degrees(spinAmount), axis: (x: 0, y: 1, z: 0))

            Stepper("Scale amount", value: $stepAmount.animation(
                .easeInOut(duration: 1)
                    .repeatCount(3, autoreverses: true)
            ), in: 1...10)

            Text("Grows")
                .scaleEffect(stepAmount / 5)
        }
    }
}
