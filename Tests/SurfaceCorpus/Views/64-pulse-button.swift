import SwiftUI

/// A button with a ring that pulses forever.
struct PulseButtonView: View {
    @State private var pulse = 1.0
    @State private var taps = 0

    var body: some View {
        Button("Tap Me") { taps += 1 }
            .padding(50)
            .background(.red)
            .foregroundStyle(.white)
            .clipShape(.circle)
            .overlay(
                Circle()
                    .stroke(.red)
                    .scaleEffect(pulse)
                    .opacity(2 - pulse)
                    .animation(.easeOut(duration: 1).repeatForever(autoreverses: false), value: pulse)
            )
            .onAppear { pulse = 2 }
    }
}
